/** The tag is not visual: it takes no room in the page. */
export const trackerStyles = ':host{display:none}';
