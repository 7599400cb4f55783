/**
 * Security headers of the Worker's answers (issue 18, defect 3): a Content-Security-Policy and
 * the browser-feature policy for pages, `nosniff` on everything, HSTS on https.
 *
 * Why the policy reads as it does:
 *  - Every inline script and style of a page comes from the build's index.html (the loader
 *    scripts and the stylesheet inlined as <style>, web/vite.config.ts); the build writes their
 *    SHA-256 hashes to dist/web/csp.json and `script-src`/`style-src` allow exactly those. The
 *    edge adds only JSON data blocks (`application/ld+json`, `application/json`), which are
 *    never executed, so they need no hash. Hashes rather than nonces: the page is the same
 *    bytes for every request, so the policy can be too.
 *  - No 'strict-dynamic': the app's own chunks are 'self', and the one third-party script,
 *    Google Analytics 4 (gtag.js, injected by web/src/app/analytics.ts), is allowed by host and
 *    only on a site with a measurement id; 'strict-dynamic' would let any injected script in.
 *  - `style-src-attr 'unsafe-inline'`: the first screen the edge writes into #root is prerendered
 *    React markup with `style="background:hsl(…)"` attributes (the home page's tool tiles), and
 *    inline style attributes cannot carry a nonce; hashing each would need 'unsafe-hashes' and a
 *    list that changes with the content. Attributes only, not <style> elements; they cannot run
 *    script. (React's `style={…}` after start-up goes through the CSSOM, which CSP does not govern.)
 *    Evidence: without it, Chromium reports 12 style-src-attr violations on `/` and `/hindi`
 *    (test/e2e/security.e2e.test.ts).
 *  - Razorpay's Checkout.js (`checkout.razorpay.com`) and its payment frame (`api.razorpay.com`),
 *    from Razorpay's CSP guidance: the recharge page loads the script on demand (Razorpay forbids
 *    bundling it) and the failure page's retry reopens it. On every page, not only those two: the
 *    SPA reaches them by client-side navigation, keeping the policy of the page it was loaded on.
 *  - The report's print page (`/reports/print/:id`, `printPages`) takes `style-src 'unsafe-inline'`
 *    (and so no hashes, which would void it): the PDF printer adds the page's running header and
 *    footer as a <style> element (Browser Rendering's and the local gateway's `addStyleTag`,
 *    worker/src/features/reports/pdf.ts), whose text is the report's title and name and so cannot
 *    be hashed in advance. Styles only, on that one page, which shows text React escaped; scripts
 *    keep their hashes.
 *  - `font-src data:`: the rupee sign's three faces are inlined in the stylesheet as data URIs
 *    (scripts/rupee-face.ts), about 730 bytes each, so no font arrives after the first paint.
 *  - `img-src https:`: an astrologer's photo is any https URL an admin entered; `blob:`: the
 *    chart's PNG download draws the chart's SVG from a blob URL (web/src/features/kundli/download.ts).
 */

/** Hashes (`'sha256-…'`, quoted as CSP writes them) of the inline scripts and styles of index.html. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/** Google Analytics 4's hosts, from Google's CSP guide for GA4 (tag, beacons, regional collection). */
const analyticsHosts = {
  script: ["https://www.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
};

/** Razorpay Checkout's hosts: the script the page loads and the frame it opens. */
const razorpayHosts = { script: ["https://checkout.razorpay.com"], frame: ["https://api.razorpay.com"] };

/** Route-table paths whose printer adds a <style> element: the report's print page. */
export const printPages: ReadonlySet<string> = new Set(["/reports/print/:id"]);

/**
 * The Content-Security-Policy of a page; `analytics` when the site has a measurement id;
 * `printedStyles` on a print page (its printer adds a <style> element).
 */
export function contentSecurityPolicy(hashes: InlineHashes, analytics: boolean, printedStyles = false): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...hashes.scripts, ...razorpayHosts.script, ...(analytics ? analyticsHosts.script : [])],
    ["style-src", "'self'", ...(printedStyles ? ["'unsafe-inline'"] : hashes.styles)],
    ["style-src-attr", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", "https:"],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...(analytics ? analyticsHosts.connect : [])],
    ["frame-src", "'self'", ...razorpayHosts.frame],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["frame-ancestors", "'none'"],
    ["form-action", "'self'"],
  ];
  return directives.map((d) => d.join(" ")).join("; ");
}

/**
 * The Permissions-Policy of a page: the camera and microphone for this origin only (no embedded
 * frame gets them), no location. Every page allows them, not only a call's (issue 26): the SPA
 * moves between pages without loading a document, and a document keeps the policy it was loaded
 * with, so a call reached from the start page or the astrologer's dashboard would be refused the
 * microphone if only `/chat/:id` allowed it. The browser still asks the person before any use.
 */
export function permissionsPolicy(): string {
  // The app asks for no location (places come from the place search); sharing uses Web Share
  // and the clipboard, which stay at their same-origin defaults.
  return ["camera=(self)", "microphone=(self)", "geolocation=()"].join(", ");
}

/** `nosniff` for every answer; HSTS (two years, subdomains) when the request came over https. */
export function setBaseSecurityHeaders(headers: Headers, requestUrl: URL): void {
  headers.set("X-Content-Type-Options", "nosniff");
  if (requestUrl.protocol === "https:") headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
}

/** The headers of an HTML page: the base ones, the CSP, the referrer and permissions policies. */
export function setPageSecurityHeaders(headers: Headers, requestUrl: URL, page: { hashes: InlineHashes; analytics: boolean; routePath: string | null }): void {
  setBaseSecurityHeaders(headers, requestUrl);
  headers.set("Content-Security-Policy", contentSecurityPolicy(page.hashes, page.analytics, page.routePath !== null && printPages.has(page.routePath)));
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", permissionsPolicy());
}

/**
 * A copy of `response` with the base security headers (responses from `fetch` and the assets
 * binding have immutable headers). WebSocket upgrades pass unchanged.
 */
export function withBaseSecurityHeaders(response: Response, requestUrl: URL): Response {
  if (response.status === 101 || response.webSocket) return response;
  const copy = new Response(response.body, response);
  setBaseSecurityHeaders(copy.headers, requestUrl);
  return copy;
}

let inlineHashes: { shellTag: string | null; hashes: Promise<InlineHashes> } | undefined;

/**
 * The build's hashes of index.html's inline scripts and styles (dist/web/csp.json), read once
 * per isolate and again when the shell's ETag changes (`npm run dev` rebuilds the SPA under a
 * running Worker); none if absent (then the page's inline code is refused, which the browser
 * tests would show at once).
 */
export function loadInlineHashes(assets: Fetcher, url: URL, shellTag: string | null): Promise<InlineHashes> {
  if (inlineHashes?.shellTag === shellTag) return inlineHashes.hashes;
  const hashes = assets
    .fetch(new Request(new URL("/csp.json", url)))
    .then(async (res): Promise<InlineHashes> => {
      if (!res.ok || !res.headers.get("Content-Type")?.includes("json")) return { scripts: [], styles: [] };
      const parsed = (await res.json()) as Partial<Record<keyof InlineHashes, unknown>> | null;
      const hashList = (value: unknown) => (Array.isArray(value) ? value.filter((h): h is string => typeof h === "string" && /^'sha256-[A-Za-z0-9+/]+=*'$/.test(h)) : []);
      return { scripts: hashList(parsed?.scripts), styles: hashList(parsed?.styles) };
    })
    .catch(() => ({ scripts: [], styles: [] }));
  inlineHashes = { shellTag, hashes };
  return hashes;
}
