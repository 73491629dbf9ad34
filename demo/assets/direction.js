// The demo pages' right-to-left state (a classic script in <head>, before any element renders):
// ?dir=rtl makes the host page right to left, and the elements follow its direction; ?locale=ar
// (or he, fa, ur) gives the elements a right-to-left locale on a left-to-right page. Each page's
// main column starts with a link to switch (the full-page form app has none: it honours both).
(() => {
  const params = new URLSearchParams(location.search);
  const rtl = params.get('dir') === 'rtl';
  if (rtl) document.documentElement.dir = 'rtl';
  const locale = params.get('locale');
  if (locale) window.FinWidgets('configure', { locale });
  // As soon as the parser has made the main column, before the first paint: added on
  // DOMContentLoaded (which waits for the page's module scripts) it pushed the page down after
  // it had painted, a layout shift of 46 px (issue 47). A page without it gets no link.
  const observer = new MutationObserver(() => {
    const main = document.querySelector('.demo-main');
    if (!main) return;
    observer.disconnect();
    const next = new URLSearchParams(params);
    if (rtl || locale) {
      next.delete('dir');
      next.delete('locale');
    } else next.set('dir', 'rtl');
    const link = document.createElement('a');
    link.className = 'demo-dir';
    link.href = `${location.pathname}${next.size ? `?${next}` : ''}`;
    link.textContent = rtl || locale ? 'Left to right' : 'Right to left';
    main.prepend(link);
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => observer.disconnect());
})();
