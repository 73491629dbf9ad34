/**
 * Design-system styles as constructable stylesheets. Each component makes its sheet once, at
 * import, and lists it after the sheets of the components it renders; an element adopts the
 * union, each sheet once (createElementClass removes duplicates by identity), so no CSS is
 * parsed or held twice however many components share a piece.
 */

/** The sheets a component or a view needs, in cascade order: what it renders first, its own last. */
export type Styles = readonly CSSStyleSheet[];

/** One shared sheet for `css`, after the sheets of `uses`; each sheet appears once. */
/*#__NO_SIDE_EFFECTS__*/
export function styles(css: string, ...uses: Styles[]): Styles {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return unique(...uses, [sheet]);
}

/** The sheets of `lists` in order, each once (the first occurrence keeps its place). */
export function unique(...lists: Styles[]): Styles {
  return [...new Set(lists.flat())];
}

/** Adds the sheets of a lazily loaded view to a shadow root, after what it holds, each once. */
export function adoptStyles(root: ShadowRoot, sheets: Styles): void {
  const next = unique(root.adoptedStyleSheets, sheets);
  if (next.length !== root.adoptedStyleSheets.length) root.adoptedStyleSheets = [...next];
}
