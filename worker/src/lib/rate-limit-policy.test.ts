import { describe, expect, it } from "vitest";
import { loginAttempt, loginDelayMs, type LoginPolicy, type LoginState, mailRequest, type MailPolicy, type MailState } from "./rate-limit-policy";

const login: LoginPolicy = { freeAttempts: 5, firstDelayMs: 30_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 24 * 3_600_000 };
const mail: MailPolicy = { perSource: 3, perAccount: 6, windowMs: 3_600_000 };

describe("sign-in delays per account and source", () => {
  it("gives five free tries, then waits 30 s, 1 min, 2 min … and never more than 15 min", () => {
    expect([1, 2, 3, 4, 5].map((n) => loginDelayMs(n, login))).toEqual([0, 0, 0, 0, 0]);
    expect([6, 7, 8, 9, 10, 11, 50].map((n) => loginDelayMs(n, login) / 1000)).toEqual([30, 60, 120, 240, 480, 900, 900]);
  });

  it("refuses a try before the wait is over without counting it, and counts the next one after", () => {
    let state: LoginState | undefined;
    let now = 0;
    for (let i = 0; i < 6; i++) {
      const verdict = loginAttempt(state, now, login);
      expect(verdict.allowed).toBe(true);
      state = verdict.state;
    }
    const early = loginAttempt(state, now + 10_000, login);
    expect(early).toMatchObject({ allowed: false, retryAfterMs: 20_000, state });
    now += 30_000;
    const later = loginAttempt(state, now, login);
    expect(later.allowed).toBe(true);
    expect(later.state).toMatchObject({ attempts: 7, nextAllowedMs: now + 60_000 });
  });

  it("forgets a source a day after its last try", () => {
    const state: LoginState = { attempts: 40, nextAllowedMs: 10 * 60_000, expiresAtMs: 60_000 };
    expect(loginAttempt(state, 120_000, login)).toMatchObject({ allowed: true, state: { attempts: 1 } });
  });
});

describe("mail requests per account", () => {
  function run(sources: string[]): boolean[] {
    const stored = new Map<string, MailState["source"]>();
    let account: MailState["account"];
    return sources.map((source) => {
      const verdict = mailRequest({ account, source: stored.get(source) }, 1000, mail);
      if (verdict.allowed) {
        account = verdict.state!.account;
        stored.set(source, verdict.state!.source);
      }
      return verdict.allowed;
    });
  }

  it("allows three per source and six per account, but one more from each source not yet heard from", () => {
    expect(run(["a", "a", "a", "a"])).toEqual([true, true, true, false]);
    expect(run(["a", "a", "a", "b", "b", "b", "c", "c", "owner"])).toEqual([true, true, true, true, true, true, true, false, true]);
  });

  it("starts afresh when the window is over", () => {
    const full: MailState = { account: { count: 6, expiresAtMs: 500 }, source: { count: 3, expiresAtMs: 500 } };
    expect(mailRequest(full, 400, mail)).toMatchObject({ allowed: false, retryAfterMs: 100 });
    expect(mailRequest(full, 500, mail).allowed).toBe(true);
  });
});
