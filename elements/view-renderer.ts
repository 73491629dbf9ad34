/**
 * The React half of an element whose class is defined before its view's code loads (the closed
 * `<fin-chat>`, elements/lazy.ts): it renders the host view into the element's own shadow root
 * with the props the element kept until then, as r2wc's React renderer does for the others.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { adoptStyles } from '../src/ui/sheets';
import { hostView, viewSheets } from './define';
import type { ElementView } from './define';
import type { ViewRenderer } from './lazy';

export function createViewRenderer<Props extends object>(tag: string, definition: ElementView<Props>): ViewRenderer<Root> {
  const Host = hostView(tag, definition);
  // Shared by every instance, adopted when the view mounts: the closed element held none of them.
  const sheets = viewSheets(definition.styles);
  return {
    mount(container, props) {
      adoptStyles(container, sheets);
      const root = createRoot(container);
      root.render(createElement(Host, props));
      return root;
    },
    update: (root, props) => root.render(createElement(Host, props)),
    unmount: (root) => root.unmount(),
  };
}
