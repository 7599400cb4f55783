/**
 * The `Wallet` object under workerd, with its real SQLite storage: the ledger's invariants under
 * 1,000 concurrent movements, idempotency keys, holds, eviction between movements, and the alarm
 * that writes the read copy to libSQL.
 */
import { env } from "cloudflare:workers";
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../../db/client";
import { users } from "../../db/schema";
import type { Movement, Wallet } from "./wallet-object";
import { walletOf } from "./wallet-object";

function freshWallet(): DurableObjectStub<Wallet> {
  return walletOf(env, `test-${crypto.randomUUID()}`);
}

const credit = (key: string, amountPaise: number): Movement => ({ key, kind: "recharge", amountPaise, reference: key });
const debit = (key: string, amountPaise: number): Movement => ({ key, kind: "consultation", amountPaise: -amountPaise, reference: key });

describe("Wallet object", () => {
  it("credits and debits in integer paise, never below zero, and keeps balance = sum of the ledger", async () => {
    const w = freshWallet();
    expect(await w.summary()).toEqual({ balancePaise: 0, heldPaise: 0, availablePaise: 0, lastSeq: 0 });
    const first = await w.move(credit("rzp:pay_A", 10_000));
    expect(first).toMatchObject({ ok: true, replayed: false, balancePaise: 10_000, entry: { seq: 1, kind: "recharge", amountPaise: 10_000, balanceAfterPaise: 10_000 } });
    const spend = await w.move(debit("pack:one", 2_550));
    expect(spend).toMatchObject({ ok: true, balancePaise: 7_450 });
    const overdraw = await w.move(debit("pack:two", 7_451));
    expect(overdraw).toEqual({ ok: false, reason: "insufficient_funds", balancePaise: 7_450, availablePaise: 7_450, shortfallPaise: 1 });
    expect(await w.audit()).toEqual({ sumPaise: 7_450, balancePaise: 7_450, rows: 2, negativeBalances: 0 });
    const rejected = (m: Movement) => w.move(m).then(() => null, (error: unknown) => String(error));
    expect(await rejected(credit("rzp:pay_half", 1.5))).toMatch(/safe integer/);
    expect(await rejected(credit("rzp:pay_zero", 0))).toMatch(/non-zero/);
    expect(await rejected(credit("x", 100))).toMatch(/bad ledger key/);
  });

  it("moves nothing twice for a repeated key, and refuses the key with another amount", async () => {
    const w = freshWallet();
    const a = await w.move(credit("rzp:pay_B", 5_000));
    const again = await w.move(credit("rzp:pay_B", 5_000));
    expect(again).toMatchObject({ ok: true, replayed: true, entry: { seq: a.ok ? a.entry.seq : -1 } });
    const conflict = await w.move(credit("rzp:pay_B", 6_000));
    expect(conflict).toMatchObject({ ok: false, reason: "key_conflict" });
    expect((await w.summary()).balancePaise).toBe(5_000);
    expect((await w.audit()).rows).toBe(1);
  });

  it("keeps its ledger append-only: the table refuses updates and deletes", async () => {
    const w = freshWallet();
    await w.move(credit("rzp:pay_C", 1_000));
    await runInDurableObject(w, (_instance, state) => {
      expect(() => state.storage.sql.exec("UPDATE ledger SET amount_paise = 999999")).toThrow(/append-only/);
      expect(() => state.storage.sql.exec("DELETE FROM ledger")).toThrow(/append-only/);
    });
    expect((await w.summary()).balancePaise).toBe(1_000);
  });

  it("survives 1,000 concurrent mixed debits and credits: no overdraft, nothing lost or created", async () => {
    const w = freshWallet();
    await w.move(credit("seed", 50_000));
    // Deterministic pseudo-random amounts; debits that would overdraw must be refused, not applied.
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    const movements = Array.from({ length: 1_000 }, (_, i) => {
      const amount = 1 + (next() % 5_000);
      // Every tenth key is sent twice, so replays race their first delivery too.
      const key = `m${i % 10 === 0 ? i : i}`;
      return i % 3 === 0 ? credit(`c:${key}`, amount) : debit(`d:${key}`, amount);
    });
    const duplicates = movements.filter((_, i) => i % 10 === 0);
    const results = await Promise.all([...movements, ...duplicates].map((m) => w.move(m)));

    const applied = new Map<string, number>();
    for (const [i, r] of results.entries()) {
      const m = i < movements.length ? movements[i]! : duplicates[i - movements.length]!;
      if (r.ok) applied.set(m.key, m.amountPaise);
      else expect(r.reason).toBe("insufficient_funds");
    }
    const expected = 50_000 + [...applied.values()].reduce((a, b) => a + b, 0);
    const audit = await w.audit();
    expect(audit).toEqual({ sumPaise: expected, balancePaise: expected, rows: applied.size + 1, negativeBalances: 0 });
    expect(audit.balancePaise).toBeGreaterThanOrEqual(0);
    // Some debits were refused: the test exercised the overdraft guard.
    expect(results.some((r) => !r.ok)).toBe(true);
  });

  it("holds reserve money, captures minute by minute once per key, and releases the rest", async () => {
    const w = freshWallet();
    await w.move(credit("rzp:pay_H", 10_000));
    const hold = await w.hold({ key: "consult:1", amountPaise: 6_000, reference: "consult:1" });
    expect(hold).toMatchObject({ ok: true, availablePaise: 4_000 });
    // A debit may take only what is not held.
    expect(await w.move(debit("report:r1", 4_001))).toMatchObject({ ok: false, reason: "insufficient_funds", shortfallPaise: 1 });
    const m1 = await w.capture({ holdKey: "consult:1", ...debit("consult:1:m1", 2_000) });
    const m1again = await w.capture({ holdKey: "consult:1", ...debit("consult:1:m1", 2_000) });
    expect(m1).toMatchObject({ ok: true, replayed: false, balancePaise: 8_000 });
    expect(m1again).toMatchObject({ ok: true, replayed: true });
    expect(await w.capture({ holdKey: "consult:1", ...debit("consult:1:m2", 4_001) })).toEqual({ ok: false, reason: "hold_exceeded" });
    expect(await w.summary()).toEqual({ balancePaise: 8_000, heldPaise: 4_000, availablePaise: 4_000, lastSeq: 2 });
    expect(await w.release("consult:1")).toEqual({ ok: true, releasedPaise: 4_000 });
    expect(await w.release("consult:1")).toEqual({ ok: true, releasedPaise: 0 });
    expect(await w.capture({ holdKey: "consult:1", ...debit("consult:1:m3", 100) })).toEqual({ ok: false, reason: "hold_closed" });
    expect(await w.summary()).toMatchObject({ balancePaise: 8_000, heldPaise: 0, availablePaise: 8_000 });
  });

  it("changes nothing when evicted between two movements", async () => {
    const name = `test-${crypto.randomUUID()}`;
    let w = walletOf(env, name);
    await w.move(credit("rzp:pay_E1", 3_000));
    const before = await runInDurableObject(w, (instance) => instance);
    // Evict: the runtime throws the object away; memory is gone, storage stays.
    await runInDurableObject(w, (_instance, state) => {
      try {
        state.abort("evicted by the test");
      } catch {
        // abort() throws inside the object's own call: that is the eviction.
      }
    }).catch(() => undefined);
    // A stub whose object was reset is broken for good: callers take a new one, as the Worker does per request.
    w = walletOf(env, name);
    const after = await runInDurableObject(w, (instance) => instance);
    expect(after).not.toBe(before);
    expect(await w.move(credit("rzp:pay_E1", 3_000))).toMatchObject({ ok: true, replayed: true });
    expect(await w.move(debit("pack:E", 1_000))).toMatchObject({ ok: true, balancePaise: 2_000 });
    expect(await w.audit()).toEqual({ sumPaise: 2_000, balancePaise: 2_000, rows: 2, negativeBalances: 0 });
  });

  it("writes the read copy of the balance to libSQL from its alarm, tolerating a second run", async () => {
    const db = createDatabase(env);
    const userId = `wallet-mirror-${crypto.randomUUID()}`;
    await db.insert(users).values({ id: userId, email: `${userId}@example.com`, role: "user" });
    const w = walletOf(env, userId);
    await w.move({ ...credit("rzp:pay_M", 12_345), owner: userId });
    await expect.poll(async () => (await db.select({ b: users.balancePaise }).from(users).where(eq(users.id, userId)))[0]?.b).toBe(12_345);
    // Running the alarm again (late, or twice) writes the same value and fails nothing.
    await runDurableObjectAlarm(w);
    await w.move({ ...debit("pack:M", 345), owner: userId });
    await expect.poll(async () => (await db.select({ b: users.balancePaise }).from(users).where(eq(users.id, userId)))[0]?.b).toBe(12_000);
  });
});
