/**
 * Light or dark, per element (`appearance`: attribute, else configure({appearance}), else auto).
 * The theme's colours are `light-dark()` pairs (src/ui/theme.ts), chosen by the element's
 * `color-scheme`, which a custom state on the host sets (SCHEME_CSS):
 * - light / dark: that scheme, whatever the page says;
 * - auto: the scheme the host page sets (`color-scheme` on its root or around the element) is
 *   inherited as it is, live; a page that sets none gets `light dark`, which follows the user's
 *   `prefers-color-scheme`, live too. Whether the page sets one is read from the computed
 *   `color-scheme` of the host's parent, again when <html> or <body> change an attribute (a
 *   class or style switching the page's theme).
 * React-free: the tracker and the chat launcher use it too.
 */
/** The `appearance` setting of every element (attribute, or the loader's configure({appearance})). */
export const APPEARANCES = ['auto', 'light', 'dark'] as const;
export type Appearance = (typeof APPEARANCES)[number];

export type Scheme = 'fin-light' | 'fin-dark' | 'fin-system';
const SCHEMES: readonly Scheme[] = ['fin-light', 'fin-dark', 'fin-system'];

/** The rules every element's first sheet carries. `!important`: an explicit appearance beats a page rule on the element. */
export const SCHEME_CSS = `
:host(:state(fin-light)) { color-scheme: light !important; }
:host(:state(fin-dark)) { color-scheme: dark !important; }
:host(:state(fin-system)) { color-scheme: light dark; }
`;

const states = new WeakMap<HTMLElement, CustomStateSet>();
const followers = new Set<() => void>();
let observer: MutationObserver | undefined;

/** The color-scheme the host inherits ('normal': the page sets none). */
function inheritedScheme(host: HTMLElement): string {
  const parent = host.parentElement ?? (host.parentNode instanceof ShadowRoot ? host.parentNode.host : null);
  return parent ? getComputedStyle(parent).colorScheme : 'normal';
}

/** The scheme `appearance` gives the host now (undefined: it inherits the page's). Pure: the chat panel's frame reads it too. */
export function schemeOf(host: HTMLElement, appearance: Appearance): Scheme | undefined {
  return appearance !== 'auto' ? `fin-${appearance}` : inheritedScheme(host) === 'normal' ? 'fin-system' : undefined;
}

function apply(host: HTMLElement, appearance: Appearance): void {
  let set = states.get(host);
  if (!set) {
    set = host.attachInternals().states;
    states.set(host, set);
  }
  const scheme = schemeOf(host, appearance);
  for (const name of SCHEMES) {
    if (name === scheme) set.add(name);
    else set.delete(name);
  }
}

/** Applies `appearance` to the host now and keeps it following the page; returns the stop. */
export function followAppearance(host: HTMLElement, appearance: Appearance): () => void {
  const follow = () => apply(host, appearance);
  follow();
  followers.add(follow);
  if (!observer) {
    observer = new MutationObserver(() => followers.forEach((one) => one()));
    for (const node of [document.documentElement, document.body]) if (node) observer.observe(node, { attributes: true });
  }
  return () => {
    followers.delete(follow);
    if (followers.size === 0) {
      observer?.disconnect();
      observer = undefined;
    }
  };
}
