// The reference server's one cookie reader (the chat and sign-on sessions).

/** The value of cookie `name` in a Cookie header, or undefined. */
export function readCookie(header, name) {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}
