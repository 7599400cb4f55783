/**
 * Password hashing: PBKDF2-HMAC-SHA256 through WebCrypto, a 16-byte random salt per
 * password, a 32-byte derived key, stored as `pbkdf2-sha256$<iterations>$<salt b64url>$<hash b64url>`
 * so the iteration count can rise later without invalidating old hashes (`needsRehash`).
 *
 * Iterations: 100,000, the most workerd's WebCrypto accepts (it rejects higher counts with
 * NotSupportedError). OWASP's 2023 figure for PBKDF2-SHA256 is 600,000, out of reach here;
 * `npm run bench` measures the CPU one hash costs inside workerd (see the issue 10 note),
 * well inside a paid Worker's CPU budget. Brute force is further held back by the rate limits.
 */
import { base64url } from "jose";

export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const KEY_BITS = 256;
const PREFIX = "pbkdf2-sha256";

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password.normalize("NFKC")), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, KEY_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return `${PREFIX}$${iterations}$${base64url.encode(salt)}$${base64url.encode(hash)}`;
}

/** Compares two byte strings in time independent of where they differ. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual?: (a: ArrayBufferView, b: ArrayBufferView) => boolean };
  if (a.byteLength !== b.byteLength) return false;
  if (typeof subtle.timingSafeEqual === "function") return subtle.timingSafeEqual(a, b);
  let diff = 0;
  for (let i = 0; i < a.byteLength; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

interface ParsedHash {
  iterations: number;
  salt: Uint8Array<ArrayBuffer>;
  hash: Uint8Array<ArrayBuffer>;
}

function parseHash(stored: string): ParsedHash | null {
  const [prefix, iterations, salt, hash, ...rest] = stored.split("$");
  if (prefix !== PREFIX || rest.length > 0 || !iterations || !salt || !hash || !/^\d+$/.test(iterations)) return null;
  try {
    return { iterations: Number(iterations), salt: new Uint8Array(base64url.decode(salt)), hash: new Uint8Array(base64url.decode(hash)) };
  } catch {
    return null;
  }
}

/** A hash of a password nobody knows, verified when the account does not exist so both paths cost the same. */
const DUMMY_HASH = `${PREFIX}$${PBKDF2_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;

/**
 * True when `password` matches `stored`. A missing hash (an account made through Google) or
 * a malformed one never matches, after the same amount of work as a real check.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = parseHash(stored ?? DUMMY_HASH) ?? parseHash(DUMMY_HASH)!;
  const candidate = await derive(password, parsed.salt, parsed.iterations);
  return constantTimeEqual(candidate, parsed.hash) && stored !== null;
}

/** True when a stored hash was made with fewer iterations than today's. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.iterations < PBKDF2_ITERATIONS;
}
