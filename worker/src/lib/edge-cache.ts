/**
 * JSON answers cached at the edge: the Cache API keyed by a canonical URL built from the
 * validated parameters (so `?b=1&a=2` and `?a=2&b=1` share an entry), a strong ETag over the
 * body, `If-None-Match` answered with 304, and `Cache-Control` for browsers and proxies.
 *
 * In front of the Cache API each isolate keeps a small memo of the answers it served last
 * (`isolateMemo`): a Cache API lookup is a trip out of the isolate that costs about as much as
 * a small computation, and a busy isolate answers the same few URLs (today's panchang, the
 * place searches people type) again and again. Only public answers go through here: the key is
 * the full canonical URL (host included), and nothing personal may be passed to these helpers.
 */
import type { Context } from "hono";
import { sha256Hex } from "./hash";

export interface EdgeCacheOptions {
  /** Seconds browsers, proxies and the edge may keep the answer. */
  maxAgeSeconds: number;
}

async function etagOf(body: string): Promise<string> {
  return `"${(await sha256Hex(body)).slice(0, 24)}"`;
}

function notModified(request: Request, etag: string | null, headers: Headers): Response | null {
  if (!etag) return null;
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (!ifNoneMatch || !ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) return null;
  return new Response(null, { status: 304, headers });
}

/**
 * A memo in the isolate's memory: least recently used first (a Map keeps insertion order),
 * bounded by entry count and by the characters held, and each entry dropped at its expiry.
 * An entry over an eighth of the budget is not kept, so one big answer cannot flush the rest.
 */
export class IsolateMemo<T> {
  readonly entries = new Map<string, { value: T; chars: number; expiresAtMs: number }>();
  chars = 0;

  constructor(
    public maxEntries: number,
    public maxChars: number,
  ) {}

  get(key: string, nowMs: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAtMs <= nowMs) {
      this.chars -= entry.chars;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: T, chars: number, expiresAtMs: number): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.chars -= old.chars;
    }
    if (chars > this.maxChars / 8) return;
    this.entries.set(key, { value, chars, expiresAtMs });
    this.chars += chars;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.chars <= this.maxChars) break;
      this.entries.delete(oldest);
      this.chars -= entry.chars;
    }
  }

  clear(): void {
    this.entries.clear();
    this.chars = 0;
  }
}

/** The edge-cached answers this isolate served last: body and headers by canonical URL. */
export const isolateMemo = new IsolateMemo<{ body: string; headers: [string, string][] }>(256, 8_000_000);

/**
 * Answers `compute()`'s JSON for the canonical key `path?params`, from the edge cache when
 * present. `compute` may throw an ApiError (or reject with one): errors are never cached.
 */
export function cachedJson(
  c: Context,
  path: string,
  params: Record<string, string | number | undefined>,
  options: EdgeCacheOptions,
  compute: () => unknown,
): Promise<Response> {
  return cachedText(c, path, params, { ...options, contentType: "application/json; charset=utf-8" }, async () => JSON.stringify(await compute()));
}

/** As `cachedJson`, for a text body of any type (an iCalendar feed). */
export async function cachedText(
  c: Context,
  path: string,
  params: Record<string, string | number | undefined>,
  options: EdgeCacheOptions & { contentType: string; headers?: Record<string, string> },
  compute: () => string | Promise<string>,
): Promise<Response> {
  const search = new URLSearchParams();
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value !== undefined) search.set(key, String(value));
  }
  const keyUrl = new URL(`${path}?${search}`, c.req.url).toString();
  const nowMs = Date.now();
  const memo = isolateMemo.get(keyUrl, nowMs);
  if (memo) {
    const headers = new Headers(memo.headers);
    headers.set("X-Edge-Cache", "hit");
    return notModified(c.req.raw, headers.get("ETag"), headers) ?? new Response(memo.body, { status: 200, headers });
  }
  const key = new Request(keyUrl, { method: "GET" });
  const cache = (globalThis as { caches?: { default?: Cache } }).caches?.default;
  const hit = cache ? await cache.match(key) : undefined;
  if (hit) {
    const headers = new Headers(hit.headers);
    headers.set("X-Edge-Cache", "hit");
    const body = await hit.text();
    // The edge entry's age is unknown here: memo it for at most a minute of its max-age.
    isolateMemo.set(keyUrl, { body, headers: [...hit.headers] }, body.length, nowMs + Math.min(options.maxAgeSeconds, 60) * 1000);
    return notModified(c.req.raw, hit.headers.get("ETag"), headers) ?? new Response(body, { status: 200, headers });
  }
  const body = await compute();
  const etag = await etagOf(body);
  const headers = new Headers({
    ...options.headers,
    "Content-Type": options.contentType,
    "Cache-Control": `public, max-age=${options.maxAgeSeconds}`,
    ETag: etag,
  });
  isolateMemo.set(keyUrl, { body, headers: [...headers] }, body.length, nowMs + options.maxAgeSeconds * 1000);
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
