/**
 * The menu's placement where the browser has no CSS anchor positioning: Floating UI's
 * computePosition, kept up to date while the page scrolls or resizes. A lazy chunk, so browsers
 * with anchor positioning (styles.ts, `.menu[data-anchored]`) never load it.
 */
import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom';

/** Below the button, right-aligned, flipped and shifted to stay 8 px inside the viewport. Returns the stop. */
export function placeMenu(trigger: HTMLElement, menu: HTMLElement): () => void {
  return autoUpdate(trigger, menu, () => {
    void computePosition(trigger, menu, {
      placement: 'bottom-end',
      strategy: 'fixed',
      middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 })],
    }).then(({ x, y }) => {
      // left/top, not transform: the opening animation (fin-pop) animates transform. Shown once placed.
      Object.assign(menu.style, { left: `${x}px`, top: `${y}px`, opacity: '' });
    });
  });
}
