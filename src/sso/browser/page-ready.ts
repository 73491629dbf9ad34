/**
 * Resolves once the host page's own deferred and module scripts have run, which is when
 * DOMContentLoaded is dispatched: listeners they add must hear a redirect return's event. Only
 * `readyState` 'interactive' is ambiguous (parsed, those scripts maybe still to run), so the
 * navigation entry says whether DOMContentLoaded has been dispatched.
 */
export function pageScriptsRan(): Promise<void> {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const ran = document.readyState === 'complete' || (document.readyState === 'interactive' && (!navigation || navigation.domContentLoadedEventStart > 0));
  return ran ? Promise.resolve() : new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}
