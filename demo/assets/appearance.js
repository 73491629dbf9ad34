// The demo pages' appearance (a classic script in <head>, before any element renders):
// ?appearance=dark gives the host page a dark color-scheme, and the elements (appearance auto,
// their default) follow it. Each page's main column starts with a link to switch.
(() => {
  const params = new URLSearchParams(location.search);
  const dark = params.get('appearance') === 'dark';
  if (dark) document.documentElement.classList.add('demo-dark');
  // As soon as the parser has made the main column, before the first paint: added on
  // DOMContentLoaded (which waits for the page's module scripts) it pushed the page down after
  // it had painted, a layout shift of 46 px (issue 47). A page without it gets no link.
  const observer = new MutationObserver(() => {
    const main = document.querySelector('.demo-main');
    if (!main) return;
    observer.disconnect();
    const next = new URLSearchParams(params);
    if (dark) next.delete('appearance');
    else next.set('appearance', 'dark');
    const link = document.createElement('a');
    link.className = 'demo-appearance';
    link.href = `${location.pathname}${next.size ? `?${next}` : ''}`;
    link.textContent = dark ? 'Light' : 'Dark';
    main.prepend(link);
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => observer.disconnect());
})();
