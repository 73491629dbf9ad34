/** The S256 code challenge (RFC 7636 §4.2): base64url(SHA-256(ASCII(code_verifier))). */
import { base64url } from './random';

/** SHA-256 of the bytes (crypto.subtle.digest('SHA-256', …) in the browser). */
export type Sha256 = (data: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer>;

export async function codeChallenge(verifier: string, sha256: Sha256): Promise<string> {
  return base64url(new Uint8Array(await sha256(new TextEncoder().encode(verifier))));
}
