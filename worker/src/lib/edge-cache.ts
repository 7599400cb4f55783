/**
 * JSON answers cached at the edge: the Cache API keyed by a canonical URL built from the
 * validated parameters (so `?b=1&a=2` and `?a=2&b=1` share an entry), a strong ETag over the
 * body, `If-None-Match` answered with 304, and `Cache-Control` for browsers and proxies.
 */
import type { Context } from "hono";

export interface EdgeCacheOptions {
  /** Seconds browsers, proxies and the edge may keep the answer. */
  maxAgeSeconds: number;
}

async function etagOf(body: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
  const hex = Array.from(new Uint8Array(digest).slice(0, 12), (b) => b.toString(16).padStart(2, "0")).join("");
  return `"${hex}"`;
}

function notModified(request: Request, etag: string | null, headers: Headers): Response | null {
  if (!etag) return null;
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (!ifNoneMatch || !ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) return null;
  return new Response(null, { status: 304, headers });
}

/**
 * Answers `compute()`'s JSON for the canonical key `path?params`, from the edge cache when
 * present. `compute` may throw an ApiError: errors are never cached.
 */
export function cachedJson(c: Context, path: string, params: Record<string, string | number | undefined>, options: EdgeCacheOptions, compute: () => unknown): Promise<Response> {
  return cachedText(c, path, params, { ...options, contentType: "application/json; charset=utf-8" }, () => JSON.stringify(compute()));
}

/** As `cachedJson`, for a text body of any type (an iCalendar feed). */
export async function cachedText(
  c: Context,
  path: string,
  params: Record<string, string | number | undefined>,
  options: EdgeCacheOptions & { contentType: string; headers?: Record<string, string> },
  compute: () => string,
): Promise<Response> {
  const search = new URLSearchParams();
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value !== undefined) search.set(key, String(value));
  }
  const key = new Request(new URL(`${path}?${search}`, c.req.url).toString(), { method: "GET" });
  const cache = (globalThis as { caches?: { default?: Cache } }).caches?.default;
  const hit = cache ? await cache.match(key) : undefined;
  if (hit) {
    const headers = new Headers(hit.headers);
    headers.set("X-Edge-Cache", "hit");
    return notModified(c.req.raw, hit.headers.get("ETag"), headers) ?? new Response(hit.body, { status: 200, headers });
  }
  const body = compute();
  const etag = await etagOf(body);
  const headers = new Headers({
    ...options.headers,
    "Content-Type": options.contentType,
    "Cache-Control": `public, max-age=${options.maxAgeSeconds}`,
    ETag: etag,
  });
  if (cache) {
    const put = cache.put(key, new Response(body, { headers })).catch(() => undefined);
    try {
      c.executionCtx.waitUntil(put);
    } catch {
      await put; // no execution context (tests calling the app directly)
    }
  }
  headers.set("X-Edge-Cache", "miss");
  return notModified(c.req.raw, etag, headers) ?? new Response(body, { status: 200, headers });
}
