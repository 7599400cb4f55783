/**
 * Where a sign-in may send the browser afterwards: shared by the SPA (`?redirect=`, the stored
 * `auth_redirect`, the Google return) and the Worker (the target Google's start route carries
 * to its callback), so both accept exactly the same targets.
 */

/** Longer targets are refused rather than cut: no page of ours needs one. */
const maxTargetLength = 2048;

/**
 * The same-origin path (path, query and fragment) a redirect target stands for, or null when
 * it is not a path on `origin`.
 *
 * The candidate is read as the browser would read it: the URL parser drops tabs and newlines
 * anywhere and C0 controls and spaces at either end, and takes `\` for `/`, so
 * `/%09/evil.example` (a tab after the slash) is `//evil.example`, another host. Only a
 * candidate that is a path (starts with `/` once so cleaned) and still resolves on `origin` is
 * kept; the answer is the parser's own serialisation, with repeated leading slashes folded, so
 * it cannot become a host when used again (`/x/..//evil` resolves to the path `//evil`).
 *
 * @param candidate untrusted: a query parameter, a stored value, a cookie.
 * @param origin the site's origin, e.g. `https://jyotish.example` (`location.origin`, or the request's).
 * @returns a string that starts with exactly one `/`, or null.
 */
export function sameOriginPath(candidate: unknown, origin: string): string | null {
  if (typeof candidate !== "string" || candidate.length > maxTargetLength) return null;
  // WHATWG URL: strip leading/trailing C0 controls and spaces, then every tab and newline.
  const cleaned = candidate.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "").replace(/[\t\n\r]/g, "");
  if (!cleaned.startsWith("/")) return null;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(cleaned, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || (url.protocol !== "https:" && url.protocol !== "http:")) return null;
  return `${url.pathname.replace(/^\/+/, "/")}${url.search}${url.hash}`;
}
