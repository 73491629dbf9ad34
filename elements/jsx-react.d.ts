/**
 * React (19) JSX typings for the Fin Widgets elements: `import type {} from 'fin-widgets/jsx-react'`
 * once in the host app, then `<fin-form flow-id="chargeback" onfin-form-complete={…} />` type-checks.
 * React's own HTML attributes (class, style, ref, children…) are allowed too, except where an element
 * declares a prop of the same name.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { FinIntrinsicElements } from './jsx';

type FinReactElements = {
  [Tag in keyof FinIntrinsicElements]: FinIntrinsicElements[Tag] &
    Omit<DetailedHTMLProps<HTMLAttributes<HTMLElementTagNameMap[Tag]>, HTMLElementTagNameMap[Tag]>, keyof FinIntrinsicElements[Tag]>;
};

declare module 'react' {
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends FinReactElements {}
  }
}
