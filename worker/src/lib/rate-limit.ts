/**
 * Rate limits in a Durable Object, so they hold across isolates and restarts (process memory
 * would not): one `RateLimiter` object per key (`login:account:<email>`, `login:ip:<address>`…),
 * counting hits in a fixed window; its alarm clears the state when the window ends.
 */
import { DurableObject } from "cloudflare:workers";
import type { Context } from "hono";
import type { AppEnv, Env } from "../env";
import { ApiError } from "./errors";

export interface RateLimitRule {
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  remaining: number;
  retryAfterMs: number;
}

interface WindowState {
  startMs: number;
  count: number;
}

export class RateLimiter extends DurableObject<Env> {
  /** Counts one hit against `rule`; the answer says whether it is within the limit. */
  async hit(rule: RateLimitRule, nowMs = Date.now()): Promise<RateLimitVerdict> {
    let state = await this.ctx.storage.get<WindowState>("window");
    if (!state || nowMs >= state.startMs + rule.windowMs) {
      state = { startMs: nowMs, count: 0 };
      await this.ctx.storage.setAlarm(nowMs + rule.windowMs);
    }
    state.count += 1;
    await this.ctx.storage.put("window", state);
    const allowed = state.count <= rule.limit;
    return { allowed, remaining: Math.max(0, rule.limit - state.count), retryAfterMs: allowed ? 0 : state.startMs + rule.windowMs - nowMs };
  }

  /** Forgets the key (after a successful sign-in, the account's failures stop counting). */
  async clear(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}

function limiter(env: Env, key: string) {
  return env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(key));
}

/** The client's address as Cloudflare reports it (`CF-Connecting-IP` cannot be set by the client there). */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}

/**
 * Counts one hit for each key and throws 429 `rate_limited` (with `Retry-After`) when any is
 * over its limit. All keys are counted, so a blocked client cannot probe which key blocked it.
 */
export async function enforceRateLimits(c: Context<AppEnv>, checks: ReadonlyArray<{ key: string; rule: RateLimitRule }>): Promise<void> {
  const verdicts = await Promise.all(checks.map(({ key, rule }) => limiter(c.env, key).hit(rule)));
  const blocked = verdicts.filter((verdict) => !verdict.allowed);
  if (blocked.length === 0) return;
  const retryAfterSeconds = Math.ceil(Math.max(...blocked.map((verdict) => verdict.retryAfterMs)) / 1000);
  c.header("Retry-After", String(retryAfterSeconds));
  throw new ApiError("rate_limited", "too_many_attempts", { retryAfterSeconds });
}

export async function clearRateLimit(env: Env, key: string): Promise<void> {
  await limiter(env, key).clear();
}
