/**
 * Keeps the panel inside the visual viewport, so an on-screen keyboard never hides the input
 * (§2.2 input; iOS shrinks the visual viewport, not the layout one).
 */
import { useEffect } from 'react';
import type { RefObject } from 'react';

export function useVisualViewport(panel: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    const node = panel.current;
    if (!enabled || !viewport || !node) return undefined;
    const follow = () => {
      node.style.setProperty('--fin-chat-viewport-height', `${viewport.height}px`);
      node.style.setProperty('--fin-chat-viewport-top', `${viewport.offsetTop}px`);
    };
    follow();
    viewport.addEventListener('resize', follow);
    viewport.addEventListener('scroll', follow);
    return () => {
      viewport.removeEventListener('resize', follow);
      viewport.removeEventListener('scroll', follow);
    };
  }, [panel, enabled]);
}
