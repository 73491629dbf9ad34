/**
 * The first `Intl.DateTimeFormat` or `Intl.NumberFormat` a page makes loads ICU's data for them
 * (23–114 ms for the first date format at a load average of 25, a few ms on a quiet machine; later
 * ones, any options, under 1 ms), and the element's first render made it: the ticket's timeline
 * dates, the help centre's request dates, the form's amounts. A head makes one of each for its
 * locale while the element's code is downloading and the main thread has nothing to do, so that
 * cost leaves the first paint's path (docs/architecture.md, "Before the first paint").
 */
export function warmIntl(locales: Iterable<string>): void {
  // After the head's own work (its requests, its chunks asked for): a task of its own.
  setTimeout(() => {
    for (const locale of new Set(locales)) {
      try {
        new Intl.DateTimeFormat(locale, { month: 'short' }).format(0);
        new Intl.NumberFormat(locale).format(0);
      } catch {
        // A locale Intl refuses: the element reports it and formats with its default.
      }
    }
  }, 0);
}
