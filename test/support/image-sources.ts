/**
 * Every image src shown in a shadow root since the call, in the order first seen. Nothing loads
 * here (no network), and a view that swaps a broken image for a fallback (TransactionCell) may
 * take it away before a test looks; mutation records come before the image's error task.
 */
export function imageSources(root: ShadowRoot): () => string[] {
  const seen = new Set<string>();
  const look = () => {
    for (const image of root.querySelectorAll('img')) {
      const src = image.getAttribute('src');
      if (src !== null) seen.add(src);
    }
  };
  new MutationObserver(look).observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
  look();
  return () => [...seen];
}
