// The demo pages' appearance (a classic script in <head>, before any element renders):
// ?appearance=dark gives the host page a dark color-scheme, and the elements (appearance auto,
// their default) follow it. Each page's main column starts with a link to switch.
(() => {
  const params = new URLSearchParams(location.search);
  const dark = params.get('appearance') === 'dark';
  if (dark) document.documentElement.classList.add('demo-dark');
  document.addEventListener('DOMContentLoaded', () => {
    const main = document.querySelector('.demo-main');
    if (!main) return;
    const next = new URLSearchParams(params);
    if (dark) next.delete('appearance');
    else next.set('appearance', 'dark');
    const link = document.createElement('a');
    link.className = 'demo-appearance';
    link.href = `${location.pathname}${next.size ? `?${next}` : ''}`;
    link.textContent = dark ? 'Light' : 'Dark';
    main.prepend(link);
  });
})();
