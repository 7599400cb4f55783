/**
 * Rate limits in a Durable Object, so they hold across isolates and restarts (process memory
 * would not). One `RateLimiter` object per key, in two kinds:
 * - a plain fixed window per key (`login:ip:<address>`, `signup:ip:<address>`…): `hit`;
 * - one object per account (`account:<email>`) holding the account's protection state —
 *   sign-in delays per source, mail requests, code checks — decided by the pure policy in
 *   rate-limit-policy.ts, where the policy is written down.
 * Every stored record carries its expiry; the alarm deletes expired records.
 */
import { DurableObject } from "cloudflare:workers";
import type { Context } from "hono";
import type { AppEnv, Env } from "../env";
import { ApiError } from "./errors";
import { type LoginPolicy, type LoginState, loginAttempt, type MailPolicy, type MailState, mailRequest } from "./rate-limit-policy";

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

interface Expiring {
  expiresAtMs: number;
}

interface WindowState extends Expiring {
  count: number;
}

export class RateLimiter extends DurableObject<Env> {
  /** The scheduled alarm, cached from storage (undefined: not read yet; null: none). */
  private alarmAtMs: number | null | undefined;

  private async read<T extends Expiring>(key: string, nowMs: number): Promise<T | undefined> {
    const value = await this.ctx.storage.get<T>(key);
    return value && value.expiresAtMs > nowMs ? value : undefined;
  }

  private async write(key: string, value: Expiring): Promise<void> {
    await this.ctx.storage.put(key, value);
    if (this.alarmAtMs === undefined) this.alarmAtMs = await this.ctx.storage.getAlarm();
    if (this.alarmAtMs === null || this.alarmAtMs > value.expiresAtMs) {
      await this.ctx.storage.setAlarm(value.expiresAtMs);
      this.alarmAtMs = value.expiresAtMs;
    }
  }

  /** Counts one hit against `rule` in a fixed window; the answer says whether it is within the limit. */
  async hit(rule: RateLimitRule, nowMs = Date.now()): Promise<RateLimitVerdict> {
    const state = (await this.read<WindowState>("window", nowMs)) ?? { count: 0, expiresAtMs: nowMs + rule.windowMs };
    state.count += 1;
    await this.write("window", state);
    const allowed = state.count <= rule.limit;
    return { allowed, remaining: Math.max(0, rule.limit - state.count), retryAfterMs: allowed ? 0 : state.expiresAtMs - nowMs };
  }

  /** Counts a sign-in attempt of `source` on this account, or refuses it while the source must wait. */
  async loginAttempt(source: string, policy: LoginPolicy, nowMs = Date.now()): Promise<{ allowed: boolean; retryAfterMs: number }> {
    const verdict = loginAttempt(await this.read<LoginState>(`login:${source}`, nowMs), nowMs, policy);
    if (verdict.allowed && verdict.state) await this.write(`login:${source}`, verdict.state);
    return { allowed: verdict.allowed, retryAfterMs: verdict.retryAfterMs };
  }

  /** A correct password from `source`: its failures stop counting. */
  async loginSucceeded(source: string): Promise<void> {
    await this.ctx.storage.delete(`login:${source}`);
  }

  /** Decides a mail request (reset or sign-up code) from `source`; an allowed one restarts the code-check count. */
  async mailRequest(source: string, policy: MailPolicy, nowMs = Date.now()): Promise<{ allowed: boolean; retryAfterMs: number }> {
    const state: MailState = { account: await this.read("mail", nowMs), source: await this.read(`mail:${source}`, nowMs) };
    const verdict = mailRequest(state, nowMs, policy);
    if (verdict.allowed) {
      await this.write("mail", verdict.state!.account!);
      await this.write(`mail:${source}`, verdict.state!.source!);
      await this.ctx.storage.delete("checks");
    }
    return { allowed: verdict.allowed, retryAfterMs: verdict.retryAfterMs };
  }

  /**
   * Counts one check of an emailed code for this email, whether or not it has an account (so
   * the answer's `attemptsLeft` is the same for both); the count restarts with each new code.
   */
  async codeCheck(windowMs: number, nowMs = Date.now()): Promise<number> {
    const state = (await this.read<WindowState>("checks", nowMs)) ?? { count: 0, expiresAtMs: nowMs + windowMs };
    state.count += 1;
    await this.write("checks", state);
    return state.count;
  }

  /** Forgets everything under this key (a successful reset clears the account's counters). */
  async clear(): Promise<void> {
    await this.ctx.storage.deleteAll();
    await this.ctx.storage.deleteAlarm();
    this.alarmAtMs = null;
  }

  override async alarm(): Promise<void> {
    const nowMs = Date.now();
    const entries = await this.ctx.storage.list<Expiring>();
    let next = Number.POSITIVE_INFINITY;
    const expired: string[] = [];
    for (const [key, value] of entries) {
      if (value.expiresAtMs <= nowMs) expired.push(key);
      else next = Math.min(next, value.expiresAtMs);
    }
    for (let i = 0; i < expired.length; i += 128) await this.ctx.storage.delete(expired.slice(i, i + 128));
    this.alarmAtMs = Number.isFinite(next) ? next : null;
    if (this.alarmAtMs !== null) await this.ctx.storage.setAlarm(this.alarmAtMs);
  }
}

export function limiter(env: Env, key: string) {
  return env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(key));
}

/** The protection state of one account (by normalised email, whether or not the account exists). */
export function accountGuard(env: Env, normalisedEmail: string) {
  return limiter(env, `account:${normalisedEmail}`);
}

/** The client's address as Cloudflare reports it (`CF-Connecting-IP` cannot be set by the client there). */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}

/** 429 `rate_limited` with `Retry-After` (whole seconds, at least 1). */
export function tooManyAttempts(c: Context<AppEnv>, retryAfterMs: number): ApiError {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  c.header("Retry-After", String(retryAfterSeconds));
  return new ApiError("rate_limited", "too_many_attempts", { retryAfterSeconds });
}

/**
 * Counts one hit for each key and throws 429 `rate_limited` (with `Retry-After`) when any is
 * over its limit. All keys are counted, so a blocked client cannot probe which key blocked it.
 */
export async function enforceRateLimits(c: Context<AppEnv>, checks: ReadonlyArray<{ key: string; rule: RateLimitRule }>): Promise<void> {
  const verdicts = await Promise.all(checks.map(({ key, rule }) => limiter(c.env, key).hit(rule)));
  const blocked = verdicts.filter((verdict) => !verdict.allowed);
  if (blocked.length === 0) return;
  throw tooManyAttempts(c, Math.max(...blocked.map((verdict) => verdict.retryAfterMs)));
}
