/** Reading cookies from a cookie string (document.cookie), so cores can be given it as data. */

/**
 * The value of the first cookie called `name`, URI-decoded, or undefined when there is none.
 * A value that is not valid URI encoding is returned as it is rather than throwing.
 */
export function readCookie(cookie: string, name: string): string | undefined {
  for (const part of cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
