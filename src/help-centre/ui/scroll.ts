/**
 * The host's scroll offset (docs/theming.md "Scroll offset"): a host with a sticky header sets
 * `--fin-scroll-offset` once; the element's `:host` uses it as `scroll-margin-top`, so scrolling
 * the element into view stops below the header, and the help centre measures its own scroll from
 * there.
 */

/** The offset the host set (the host's resolved `scroll-margin-top`), in px. */
export function scrollOffset(host: HTMLElement): number {
  return parseFloat(getComputedStyle(host).scrollMarginTop) || 0;
}

/** How far the help centre itself is scrolled: its top's distance above the offset line (0 when below it). */
export function ownScroll(host: HTMLElement): number {
  return Math.max(0, scrollOffset(host) - host.getBoundingClientRect().top);
}

/**
 * Brings the element's top to the offset line when it is above it (hidden under a sticky header or
 * off screen), or when the page's `heading` is not all above the viewport's bottom (the element sits
 * low on the page): the new page's heading, and its back chevron, are in view.
 */
export function revealTop(host: HTMLElement, heading: Element): void {
  const hidden = heading.getBoundingClientRect().bottom > window.innerHeight;
  if (hidden || host.getBoundingClientRect().top < scrollOffset(host) - 1) host.scrollIntoView({ block: 'start' });
}
