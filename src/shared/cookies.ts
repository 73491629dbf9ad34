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

export interface CookieOptions {
  /** Seconds until it expires; 0 deletes it. */
  maxAge: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Send over https only; set it on https pages. */
  secure?: boolean;
}

/** The `document.cookie` assignment for one cookie; the value is URI-encoded. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${Math.max(0, Math.floor(options.maxAge))}`];
  parts.push(`Path=${options.path ?? '/'}`, `SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Writes a first-party cookie on this page (Secure when the page is https). */
export function writeCookie(name: string, value: string, options: CookieOptions): void {
  document.cookie = serializeCookie(name, value, { secure: location.protocol === 'https:', ...options });
}
