/**
 * The account-protection policy as pure decisions over small states (issue 18): the
 * `RateLimiter` Durable Object (rate-limit.ts) stores the states and asks these functions.
 *
 * Policy (also in README, "Account protection"):
 * - Sign-in: each *source* of attempts on one account — a client address, or a known device
 *   (a signed device cookie the server issued at an earlier sign-in to that account) — has its
 *   own progressive delay: `freeAttempts` tries, then each further try makes the next one wait
 *   twice as long (from `firstDelayMs` up to `maxDelayMs`). The server enforces the wait by
 *   answering 429 with Retry-After, never by sleeping. A stranger's failures therefore slow
 *   only the stranger's own address: the owner's address without failures, or the owner's
 *   known device, still gets through. A successful sign-in clears its source; a successful
 *   reset clears every source of the account. Each address also has a plain window over all
 *   accounts (so one address cannot spray many accounts).
 * - Mail (reset codes, sign-up codes and notes): per address a plain window over all accounts;
 *   per account and source `perSource` per window; per account `perAccount` per window — except
 *   that a source the account has not heard from in the window still gets one through, so
 *   requests from elsewhere never leave the owner without a code. The newest code replaces
 *   older ones.
 * - SMS (phone sign-in codes, issue 19): the mail rule above, per number instead of per account
 *   (`smsPolicy` in features/auth/routes.ts: 3 per source, 5 per number an hour), and a plain
 *   window per address over all numbers.
 */

/** Progressive delay of sign-in attempts. */
export interface LoginPolicy {
  /** Attempts without any wait. */
  freeAttempts: number;
  /** The wait after the first attempt beyond the free ones; each further attempt doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A source's record is forgotten this long after its last attempt. */
  forgetAfterMs: number;
}

/** One source's sign-in record on one account. */
export interface LoginState {
  attempts: number;
  /** No attempt is taken before this time. */
  nextAllowedMs: number;
  expiresAtMs: number;
}

export interface Verdict<S> {
  allowed: boolean;
  /** How long to wait before trying again (0 when allowed). */
  retryAfterMs: number;
  /** The state to store (unchanged when refused). */
  state: S | undefined;
}

/** The wait after attempt number `attempts` (1-based). */
export function loginDelayMs(attempts: number, policy: LoginPolicy): number {
  const over = attempts - policy.freeAttempts;
  if (over <= 0) return 0;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(over - 1, 30));
}

/**
 * Counts a sign-in attempt before the password is checked (so parallel guesses cannot slip
 * past the delay): refused while the source must still wait, else counted.
 */
export function loginAttempt(state: LoginState | undefined, nowMs: number, policy: LoginPolicy): Verdict<LoginState> {
  const current = state && state.expiresAtMs > nowMs ? state : undefined;
  if (current && nowMs < current.nextAllowedMs) return { allowed: false, retryAfterMs: current.nextAllowedMs - nowMs, state: current };
  const attempts = (current?.attempts ?? 0) + 1;
  return { allowed: true, retryAfterMs: 0, state: { attempts, nextAllowedMs: nowMs + loginDelayMs(attempts, policy), expiresAtMs: nowMs + policy.forgetAfterMs } };
}

/** Mail requests for one account. */
export interface MailPolicy {
  perSource: number;
  perAccount: number;
  windowMs: number;
}

/** Requests in a fixed window: the account's total and each source's. */
export interface MailState {
  account: { count: number; expiresAtMs: number } | undefined;
  source: { count: number; expiresAtMs: number } | undefined;
}

/** Decides one mail request from `source`; a source new to the account in this window always gets one through. */
export function mailRequest(state: MailState, nowMs: number, policy: MailPolicy): Verdict<MailState> {
  const live = (w: { count: number; expiresAtMs: number } | undefined) => (w && w.expiresAtMs > nowMs ? w : undefined);
  const account = live(state.account);
  const source = live(state.source);
  const sourceCount = source?.count ?? 0;
  const accountCount = account?.count ?? 0;
  const allowed = sourceCount < policy.perSource && (accountCount < policy.perAccount || sourceCount === 0);
  if (!allowed) {
    const retryAfterMs = Math.max(0, (sourceCount >= policy.perSource ? source!.expiresAtMs : account!.expiresAtMs) - nowMs);
    return { allowed, retryAfterMs, state: { account, source } };
  }
  return {
    allowed,
    retryAfterMs: 0,
    state: {
      account: { count: accountCount + 1, expiresAtMs: account?.expiresAtMs ?? nowMs + policy.windowMs },
      source: { count: sourceCount + 1, expiresAtMs: source?.expiresAtMs ?? nowMs + policy.windowMs },
    },
  };
}
