/**
 * Phone sign-in by SMS code (issue 19): `POST /api/auth/phone/start` texts a 6-digit code through
 * the development SMS outbox; `POST /api/auth/phone/verify` signs in, creating the account on
 * first use.
 */
import { env, exports } from "cloudflare:workers";
import { and, desc, eq, gt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../../db/client";
import { phoneCodes, smsOutbox, users } from "../../db/schema";

function caller() {
  const address = `203.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  return {
    address,
    post(path: string, body: unknown, headers: Record<string, string> = {}) {
      return exports.default.fetch(
        new Request(`http://example.com${path}`, { method: "POST", headers: { "CF-Connecting-IP": address, "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) }),
      );
    },
    get(path: string, token: string) {
      return exports.default.fetch(new Request(`http://example.com${path}`, { headers: { "CF-Connecting-IP": address, Authorization: `Bearer ${token}` } }));
    },
  };
}

/** A random Indian mobile number: ten digits starting 9, as typed (`98765 43210`) and in E.164. */
function randomMobile(): { typed: string; e164: string } {
  const digits = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  return { typed: `${digits.slice(0, 5)} ${digits.slice(5)}`, e164: `+91${digits}` };
}

async function newestSmsId(to: string): Promise<number> {
  const [row] = await createDatabase(env).select({ id: smsOutbox.id }).from(smsOutbox).where(eq(smsOutbox.to, to)).orderBy(desc(smsOutbox.id)).limit(1);
  return row?.id ?? 0;
}

/** The code of the first SMS to `to` after SMS `afterId`, waiting for it (it is sent after the answer). */
async function textedCode(to: string, afterId: number): Promise<string | null> {
  const db = createDatabase(env);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const [sms] = await db.select().from(smsOutbox).where(and(eq(smsOutbox.to, to), gt(smsOutbox.id, afterId))).orderBy(desc(smsOutbox.id)).limit(1);
    if (sms) return /\b(\d{6})\b/.exec(sms.text)?.[1] ?? null;
    await new Promise((r) => setTimeout(r, 50));
  }
  return null;
}

type Client = ReturnType<typeof caller>;

/** Starts a phone sign-in and answers the texted code. */
async function codeTexted(client: Client, phone: { typed: string; e164: string }, language?: "ta"): Promise<string> {
  const before = await newestSmsId(phone.e164);
  const started = await client.post("/api/auth/phone/start", { phone: phone.typed, ...(language ? { language } : {}) });
  expect(started.status, await started.clone().text()).toBe(202);
  const code = await textedCode(phone.e164, before);
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

const otherThan = (code: string) => (code === "000000" ? "111111" : "000000");

describe("phone sign-in by SMS code", () => {
  it("creates the account on the first sign-in, signs in, and finds the same account the next time", async () => {
    const client = caller();
    const phone = randomMobile();
    const code = await codeTexted(client, phone);
    const first = await client.post("/api/auth/phone/verify", { phone: phone.e164, code });
    expect(first.status, await first.clone().text()).toBe(200);
    const signedIn = (await first.json()) as { token: string; created: boolean; user: { id: string; email: string | null; phone: string; role: string; hasPassword: boolean } };
    expect(signedIn.token.split(".")).toHaveLength(3);
    // The first code made the account (the SPA reports a sign-up); the next one signs in.
    expect(signedIn.created).toBe(true);
    expect(signedIn.user).toMatchObject({ email: null, phone: phone.e164, role: "user", hasPassword: false });
    const me = await client.get("/api/auth/me", signedIn.token);
    expect(me.status).toBe(200);
    expect(((await me.json()) as { id: string }).id).toBe(signedIn.user.id);

    // Typed differently (+91, dashes), the same number is the same account.
    const again = await codeTexted(client, { typed: `+91-${phone.e164.slice(3, 8)}-${phone.e164.slice(8)}`, e164: phone.e164 });
    const second = await client.post("/api/auth/phone/verify", { phone: `0${phone.e164.slice(3)}`, code: again });
    expect(second.status).toBe(200);
    const secondAnswer = (await second.json()) as { created: boolean; user: { id: string } };
    expect(secondAnswer.user.id).toBe(signedIn.user.id);
    expect(secondAnswer.created).toBe(false);
    const rows = await createDatabase(env).select().from(users).where(eq(users.phoneE164, phone.e164));
    expect(rows).toHaveLength(1);
  });

  it("stores only a salted hash of the code, and the code works once", async () => {
    const client = caller();
    const phone = randomMobile();
    const code = await codeTexted(client, phone);
    const [row] = await createDatabase(env).select().from(phoneCodes).where(eq(phoneCodes.phone, phone.e164));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect((await client.post("/api/auth/phone/verify", { phone: phone.e164, code })).status).toBe(200);
    expect((await client.post("/api/auth/phone/verify", { phone: phone.e164, code })).status).toBe(400);
  });

  it("counts wrong codes down from five, then refuses even the right one", async () => {
    const client = caller();
    const phone = randomMobile();
    const code = await codeTexted(client, phone);
    const left: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await client.post("/api/auth/phone/verify", { phone: phone.e164, code: otherThan(code) });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message: string; error: { code: string; details?: { attemptsLeft: number } } };
      expect(body.message).toMatch(/wrong or has expired/);
      left.push(body.error.details?.attemptsLeft);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    expect((await client.post("/api/auth/phone/verify", { phone: phone.e164, code })).status).toBe(400);
  });

  it("refuses an expired code", async () => {
    const client = caller();
    const phone = randomMobile();
    const code = await codeTexted(client, phone);
    const [row] = await createDatabase(env).select().from(phoneCodes).where(eq(phoneCodes.phone, phone.e164));
    // Ten minutes, no more.
    expect(row!.expiresAtMs - row!.createdAtMs).toBe(10 * 60_000);
    await createDatabase(env).update(phoneCodes).set({ expiresAtMs: Date.now() - 1 }).where(eq(phoneCodes.phone, phone.e164));
    const res = await client.post("/api/auth/phone/verify", { phone: phone.e164, code });
    expect(res.status).toBe(400);
    expect(await createDatabase(env).select().from(users).where(eq(users.phoneE164, phone.e164))).toEqual([]);
  });

  it("answers 202 with the same body for any valid number, and 400 for one that is not an Indian mobile", async () => {
    const client = caller();
    const bodies = new Set<string>();
    for (const phone of ["98765 43210", "+91 70000 00001", "06000000002"]) {
      const res = await client.post("/api/auth/phone/start", { phone });
      expect(res.status).toBe(202);
      bodies.add(await res.text());
    }
    expect([...bodies]).toEqual([JSON.stringify({ status: "check-phone" })]);
    for (const phone of ["12345", "5876543210", "+1 415 555 0100", "98765432100", "9876543210x", ""]) {
      const res = await client.post("/api/auth/phone/start", { phone });
      expect(res.status, phone).toBe(400);
      const body = (await res.json()) as { error: { code: string } };
      expect(body.error.code).toBe("validation_failed");
    }
  });

  it("texts the code in the page's language", async () => {
    const client = caller();
    const phone = randomMobile();
    const before = await newestSmsId(phone.e164);
    await codeTexted(client, phone, "ta");
    const [sms] = await createDatabase(env).select().from(smsOutbox).where(and(eq(smsOutbox.to, phone.e164), gt(smsOutbox.id, before)));
    expect(sms!.text).toMatch(/[\u0B80-\u0BFF]/);
  });

  it("limits codes per number (3 an hour from one address) and per address (10 an hour)", async () => {
    const phone = randomMobile();
    const client = caller();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await client.post("/api/auth/phone/start", { phone: phone.typed })).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    // Another address still gets one through: strangers cannot leave the owner without a code.
    expect((await caller().post("/api/auth/phone/start", { phone: phone.typed })).status).toBe(202);

    const burst = caller();
    const perAddress: number[] = [];
    for (let i = 0; i < 11; i++) perAddress.push((await burst.post("/api/auth/phone/start", { phone: randomMobile().typed })).status);
    expect(perAddress.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(perAddress[10]).toBe(429);
  });
});
