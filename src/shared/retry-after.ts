/** Retry-After parsing, apart from http.ts so the tracker's sender does not load the HTTP client. */

const WEEKDAY = /^(mon|tue|wed|thu|fri|sat|sun)/i;

/**
 * Retry-After as milliseconds from `now`: delay-seconds or an HTTP-date (IMF-fixdate, RFC 850
 * or asctime, all GMT). Anything else gives undefined.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Date.parse reads nearly anything as a date, so only strings shaped like an HTTP-date count.
  if (!WEEKDAY.test(text)) return undefined;
  const time = Date.parse(/GMT$/i.test(text) ? text : `${text} GMT`);
  return Number.isNaN(time) ? undefined : Math.max(0, time - now);
}
