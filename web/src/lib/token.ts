/**
 * Stored-token handling of the spec's client (§4): a token is expired when it lacks three
 * dot-separated parts, cannot be decoded, or its `exp` claim (seconds) is in the past; no
 * `exp` means it never expires. The server verifies signatures; this only avoids calls
 * that cannot succeed.
 */
export function isTokenExpired(token: string, nowMs: number): boolean {
  const parts = token.split(".");
  if (parts.length !== 3) return true;
  try {
    const json = atob(parts[1]!.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(parts[1]!.length / 4) * 4, "="));
    const claims: unknown = JSON.parse(json);
    if (!claims || typeof claims !== "object") return true;
    const exp = (claims as { exp?: unknown }).exp;
    if (exp === undefined) return false;
    return typeof exp !== "number" || exp * 1000 <= nowMs;
  } catch {
    return true;
  }
}

/** Keys the spec's client keeps in local and session storage (§3 Stored browser values). */
export const authStorageKeys = ["token", "authToken", "user", "userData"] as const;

export function readStoredToken(): string | null {
  try {
    return localStorage.getItem("token") ?? localStorage.getItem("authToken");
  } catch {
    return null;
  }
}

export function clearStoredAuth(): void {
  for (const store of [localStorage, sessionStorage]) {
    try {
      for (const key of authStorageKeys) store.removeItem(key);
    } catch {
      // storage unavailable
    }
  }
}

/** localStorage key of the page to return to after signing in (spec §3 `auth_redirect`). */
export const authRedirectKey = "auth_redirect";

/**
 * Remembers where to come back to after signing in. Whatever is stored is checked where it is
 * read (`pendingRedirect`, with `sameOriginPath`: storage is untrusted anyway), which keeps that
 * parser out of the first screen's code; only an obvious non-path is dropped here.
 */
export function saveAuthRedirect(target: string): void {
  if (!target.startsWith("/")) return;
  try {
    localStorage.setItem(authRedirectKey, target);
  } catch {
    // storage unavailable: the ?redirect= parameter still carries it
  }
}
