import { env, exports } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { desc, eq } from "drizzle-orm";
import { base64url, SignJWT, UnsecuredJWT } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../app";
import { createDatabase } from "../../db/client";
import { emailOutbox, passwordResetCodes, users } from "../../db/schema";
import type { Env } from "../../env";
import type { ErrorBody } from "@contract/common";
import { mailedCode, signUpThroughMail } from "./signup.testing";
import { signToken } from "./tokens";

interface Caller {
  address: string;
  call(path: string, init?: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> }): Promise<Response>;
}

function caller(): Caller {
  const address = `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  return {
    address,
    call(path, init = {}) {
      const headers: Record<string, string> = { "CF-Connecting-IP": address, ...init.headers };
      if (init.body !== undefined) headers["Content-Type"] = "application/json";
      if (init.token) headers.Authorization = `Bearer ${init.token}`;
      return exports.default.fetch(
        new Request(`http://example.com${path}`, { method: init.method ?? (init.body === undefined ? "GET" : "POST"), headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) }),
      );
    },
  };
}

const uniqueEmail = (tag: string) => `${tag}.${crypto.randomUUID().slice(0, 8)}@Example.com`;

interface SignedIn {
  token: string;
  user: { id: string; email: string; role: string; balance: number; name: string | null };
}

const post = (client: Caller) => (path: string, body: unknown) => client.call(path, { body });

async function signUp(client: Caller, email = uniqueEmail("user"), password = "correct horse 1", language?: "hi"): Promise<SignedIn> {
  return (await signUpThroughMail(post(client), { email, password, name: "Asha", ...(language ? { language } : {}) })) as SignedIn;
}

/** The value of `name` among a response's Set-Cookie lines. */
function setCookie(res: Response, name: string): string | undefined {
  for (const line of (res.headers as unknown as { getSetCookie(): string[] }).getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair!.indexOf("=");
    if (pair!.slice(0, at) === name) return pair!.slice(at + 1);
  }
  return undefined;
}

describe("sign-up, sign-in and the current user", () => {
  it("signs up, signs in case-insensitively and answers /me with the user and balance in paise", async () => {
    const client = caller();
    const email = uniqueEmail("flow");
    const signup = await signUp(client, email);
    expect(signup.user).toMatchObject({ email: email.toLowerCase(), role: "user", balance: 0, name: "Asha" });
    expect(signup.token.split(".")).toHaveLength(3);

    const login = await client.call("/api/auth/login", { body: { email: email.toUpperCase(), password: "correct horse 1" } });
    expect(login.status).toBe(200);
    const cookie = login.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const { token, user } = (await login.json()) as SignedIn;
    expect(user.id).toBe(signup.user.id);

    const me = await client.call("/api/auth/me", { token, headers: { "Cache-Control": "no-cache" } });
    expect(me.status).toBe(200);
    expect(me.headers.get("Cache-Control")).toBe("no-store");
    expect(await me.json()).toMatchObject({ id: user.id, email: email.toLowerCase(), role: "user", name: "Asha", balance: 0 });

    // The httpOnly cookie works as well as the bearer header.
    const viaCookie = await client.call("/api/auth/me", { headers: { Cookie: `session=${token}` } });
    expect(viaCookie.status).toBe(200);
  });

  it("stores only a salted PBKDF2 hash of the password", async () => {
    const client = caller();
    const { user } = await signUp(client, uniqueEmail("hash"), "another secret 9");
    const [row] = await createDatabase(env).select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^pbkdf2-sha256\$100000\$[\w-]{22}\$[\w-]{43}$/);
    expect(row!.passwordHash).not.toContain("another secret 9");
  });

  it("answers a wrong password and an unknown account alike: 401 with the spec's message field", async () => {
    const client = caller();
    const { user } = await signUp(client);
    for (const body of [
      { email: user.email, password: "wrong password" },
      { email: uniqueEmail("nobody"), password: "whatever123" },
    ]) {
      const res = await client.call("/api/auth/login", { body });
      expect(res.status).toBe(401);
      const json = (await res.json()) as { message: string; error: { code: string } };
      expect(json.message).toBe("Invalid email or password");
      expect(json.error.code).toBe("unauthorized");
    }
  });

  it("answers sign-up alike for a new and a taken email: 202, and only the mail differs", async () => {
    const client = caller();
    const email = uniqueEmail("dupe");
    const { user } = await signUp(client, email);
    const fresh = uniqueEmail("fresh");
    const taken = await client.call("/api/auth/signup", { body: { email: email.toUpperCase(), password: "something long" } });
    const untaken = await client.call("/api/auth/signup", { body: { email: fresh, password: "something long" } });
    expect(taken.status).toBe(202);
    expect(untaken.status).toBe(202);
    expect(await taken.text()).toBe(await untaken.text());
    expect(setCookie(taken, "session")).toBeUndefined();

    // The owner gets a note with the ways back in, and no code; the new address gets a code.
    const db = createDatabase(env);
    let note: typeof emailOutbox.$inferSelect | undefined;
    await vi.waitFor(async () => {
      [note] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email)).orderBy(desc(emailOutbox.id)).limit(1);
      expect(note?.subject).toBe("You already have an account with this email");
    }, { timeout: 60_000, interval: 50 });
    expect(note!.text).toContain("http://example.com/login");
    expect(note!.text).toContain("http://example.com/reset-pin");
    expect(note!.text).not.toMatch(/\b\d{6}\b/);
    expect(await mailedCode(fresh.toLowerCase())).toMatch(/^\d{6}$/);
    // The taken email's password did not change.
    expect((await client.call("/api/auth/login", { body: { email, password: "correct horse 1" } })).status).toBe(200);
  });

  it("creates the account only with the right code: five tries, single use, and a wrong code changes nothing", async () => {
    const client = caller();
    const email = uniqueEmail("verify").toLowerCase();
    expect((await client.call("/api/auth/signup", { body: { email, password: "first choice 1" } })).status).toBe(202);
    const code = (await mailedCode(email))!;
    const wrong = code === "000000" ? "111111" : "000000";
    const miss = await client.call("/api/auth/signup/verify", { body: { email, code: wrong } });
    expect(miss.status).toBe(400);
    expect(((await miss.json()) as { message: string }).message).toMatch(/wrong or has expired/);
    expect((await client.call("/api/auth/login", { body: { email, password: "first choice 1" } })).status).toBe(401);
    // The password may be chosen again at the second step.
    const made = await client.call("/api/auth/signup/verify", { body: { email, code, password: "second choice 2" } });
    expect(made.status).toBe(201);
    expect(((await made.json()) as SignedIn).user).toMatchObject({ email, role: "user" });
    expect((await client.call("/api/auth/signup/verify", { body: { email, code } })).status).toBe(400);
    expect((await client.call("/api/auth/login", { body: { email, password: "second choice 2" } })).status).toBe(200);

    const other = uniqueEmail("tries").toLowerCase();
    await client.call("/api/auth/signup", { body: { email: other, password: "long enough" } });
    const right = (await mailedCode(other))!;
    const bad = right === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect((await client.call("/api/auth/signup/verify", { body: { email: other, code: bad } })).status).toBe(400);
    expect((await client.call("/api/auth/signup/verify", { body: { email: other, code: right } })).status).toBe(400);
  });

  it("refuses malformed sign-up and sign-in bodies with 400", async () => {
    const client = caller();
    for (const body of [{ email: "not-an-email", password: "long enough" }, { email: uniqueEmail("short"), password: "short" }, { email: uniqueEmail("x"), password: "long enough", role: "admin" }]) {
      const res = await client.call("/api/auth/signup", { body });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
    expect((await client.call("/api/auth/signup/verify", { body: { email: uniqueEmail("x"), code: "12345" } })).status).toBe(400);
    const notJson = await exports.default.fetch(new Request("http://example.com/api/auth/login", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" }));
    expect(notJson.status).toBe(400);
    const noBody = await client.call("/api/auth/login", { body: { email: 5 } });
    expect(noBody.status).toBe(400);
  });

  it("limits sign-ups per address", async () => {
    const client = caller();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await client.call("/api/auth/signup", { body: { email: uniqueEmail(`burst${i}`), password: "long enough" } })).status);
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("account protection: brute force is slowed, the owner is never locked out", () => {
  const wrongUntilRefused = async (client: Caller, email: string, max = 20) => {
    const statuses: number[] = [];
    let refusal: Response | undefined;
    for (let i = 0; i < max && !refusal; i++) {
      const res = await client.call("/api/auth/login", { body: { email, password: `guess ${i}` } });
      statuses.push(res.status);
      if (res.status === 429) refusal = res;
    }
    return { statuses, refusal };
  };

  it("slows brute force from one address: five free tries, then 429 with Retry-After, even for the right password", async () => {
    const client = caller();
    const { user } = await signUp(caller());
    const { statuses, refusal } = await wrongUntilRefused(client, user.email);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    expect(Number(refusal!.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(refusal!.headers.get("Retry-After"))).toBeLessThanOrEqual(30);
    expect(((await refusal!.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
    const right = await client.call("/api/auth/login", { body: { email: user.email, password: "correct horse 1" } });
    expect(right.status).toBe(429);
  });

  it("lets the owner in with the right password from an address without failures while a stranger is refused", async () => {
    const stranger = caller();
    const { user } = await signUp(caller());
    for (const other of [stranger, caller(), caller()]) expect((await wrongUntilRefused(other, user.email)).refusal).toBeDefined();
    const owner = caller();
    expect((await owner.call("/api/auth/login", { body: { email: user.email, password: "correct horse 1" } })).status).toBe(200);
  });

  it("lets the owner in from a known device even from the stranger's own address", async () => {
    const shared = caller();
    const { user } = await signUp(caller());
    const first = await shared.call("/api/auth/login", { body: { email: user.email, password: "correct horse 1" } });
    const device = setCookie(first, "__Host-device");
    expect(device).toMatch(/^[0-9a-f-]{36}\.[0-9a-f]{64}$/);
    expect((await wrongUntilRefused(shared, user.email)).refusal).toBeDefined();
    const again = await shared.call("/api/auth/login", { body: { email: user.email, password: "correct horse 1" }, headers: { Cookie: `__Host-device=${device}` } });
    expect(again.status).toBe(200);
    // A forged or another account's device cookie is only an address.
    const forged = `${device!.slice(0, 37)}${"0".repeat(64)}`;
    expect((await shared.call("/api/auth/login", { body: { email: user.email, password: "correct horse 1" }, headers: { Cookie: `__Host-device=${forged}` } })).status).toBe(429);
  });

  it("still mails the owner a reset code after strangers spent the account's budget, and a reset clears the delays", async () => {
    const { user } = await signUp(caller());
    const strangers = [caller(), caller(), caller()];
    // The owner once signed in from the first stranger's (shared) address.
    const device = setCookie(await strangers[0]!.call("/api/auth/login", { body: { email: user.email, password: "correct horse 1" } }), "__Host-device");
    const statuses: number[] = [];
    for (const stranger of strangers) for (let i = 0; i < 4; i++) statuses.push((await stranger.call("/api/auth/reset-pin/request", { body: { email: user.email } })).status);
    // Three per address an hour, six per account: the third stranger gets one (a new address), then 429.
    expect(statuses).toEqual([202, 202, 202, 429, 202, 202, 202, 429, 202, 429, 429, 429]);
    // Mail goes out after the answers: wait for all of it (the sign-up code and seven reset codes).
    const mails = async () => (await createDatabase(env).select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.to, user.email))).length;
    await vi.waitFor(async () => expect(await mails()).toBe(8), { timeout: 60_000, interval: 50 });
    // The owner's known device on the refused address still gets a code.
    const fromDevice = await codeMailedBy(user.email, async () =>
      expect((await strangers[0]!.call("/api/auth/reset-pin/request", { body: { email: user.email }, headers: { Cookie: `__Host-device=${device}` } })).status).toBe(202),
    );
    expect(fromDevice).toMatch(/^\d{6}$/);

    const owner = caller();
    expect((await wrongUntilRefused(owner, user.email)).refusal).toBeDefined();
    const before = await createDatabase(env).select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.to, user.email)).orderBy(desc(emailOutbox.id)).limit(1);
    expect((await owner.call("/api/auth/reset-pin/request", { body: { email: user.email } })).status).toBe(202);
    const code = await mailedCode(user.email, before[0]?.id ?? 0);
    expect(code).toMatch(/^\d{6}$/);
    expect((await owner.call("/api/auth/reset-pin/confirm", { body: { email: user.email, code, password: "owner again 1" } })).status).toBe(200);
    // The owner's own slowed address signs in at once after the reset.
    expect((await owner.call("/api/auth/login", { body: { email: user.email, password: "owner again 1" } })).status).toBe(200);
  });
});

describe("tokens", () => {
  async function claimsOf(token: string) {
    return JSON.parse(new TextDecoder().decode(base64url.decode(token.split(".")[1]!))) as Record<string, unknown>;
  }

  it("always carries exp, sub, role, and expires in a week", async () => {
    const { token, user } = await signUp(caller());
    const claims = await claimsOf(token);
    expect(claims).toMatchObject({ sub: user.id, role: "user" });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(7 * 24 * 3600);
  });

  it("rejects tampered, alg none, expired, wrong-key and malformed tokens with 401", async () => {
    const client = caller();
    const { token, user } = await signUp(client);
    const [header, payload, signature] = token.split(".");
    const claims = await claimsOf(token);
    const promoted = base64url.encode(JSON.stringify({ ...claims, role: "admin" }));
    const now = Math.floor(Date.now() / 1000);
    const bad = {
      tampered: `${header}.${promoted}.${signature}`,
      algNone: new UnsecuredJWT({ ...claims }).encode(),
      algNoneTrailing: `${base64url.encode(JSON.stringify({ alg: "none", typ: "JWT" }))}.${payload}.`,
      expired: await signToken(env, { id: user.id, role: "user", tokenVersion: 0 }, now - 8 * 24 * 3600),
      wrongKey: await new SignJWT({ role: "user", ver: 0 })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(user.id)
        .setIssuer("jyotish")
        .setJti(crypto.randomUUID())
        .setExpirationTime(now + 3600)
        .sign(new TextEncoder().encode("a completely different key of 32+ chars")),
      malformed: "not.a.jwt",
      twoParts: `${header}.${payload}`,
    };
    for (const [kind, bogus] of Object.entries(bad)) {
      const res = await client.call("/api/auth/me", { token: bogus });
      expect(res.status, kind).toBe(401);
    }
    expect((await client.call("/api/auth/me", { token })).status).toBe(200);
    expect((await client.call("/api/auth/me")).status).toBe(401);
  });

  it("signs one token out on logout, and a password change ends every other session", async () => {
    const client = caller();
    const email = uniqueEmail("logout");
    const first = await signUp(client, email);
    const login = await client.call("/api/auth/login", { body: { email, password: "correct horse 1" } });
    const second = (await login.json()) as SignedIn;

    const logout = await client.call("/api/auth/logout", { method: "POST", token: first.token });
    expect(logout.status).toBe(204);
    expect(logout.headers.get("Set-Cookie")).toMatch(/session=;/);
    expect((await client.call("/api/auth/me", { token: first.token })).status).toBe(401);
    expect((await client.call("/api/auth/me", { token: second.token })).status).toBe(200);

    const wrong = await client.call("/api/auth/password", { token: second.token, body: { currentPassword: "nope", newPassword: "a brand new one" } });
    expect(wrong.status).toBe(401);
    const changed = await client.call("/api/auth/password", { token: second.token, body: { currentPassword: "correct horse 1", newPassword: "a brand new one" } });
    expect(changed.status).toBe(200);
    const third = (await changed.json()) as SignedIn;
    expect((await client.call("/api/auth/me", { token: second.token })).status).toBe(401);
    expect((await client.call("/api/auth/me", { token: third.token })).status).toBe(200);
    expect((await client.call("/api/auth/login", { body: { email, password: "a brand new one" } })).status).toBe(200);
  });

  it("refuses a cookie-authenticated write from another origin", async () => {
    const client = caller();
    const { token } = await signUp(client);
    const crossSite = await client.call("/api/auth/me", { method: "PATCH", body: { name: "Mallory" }, headers: { Cookie: `session=${token}`, Origin: "https://evil.example" } });
    expect(crossSite.status).toBe(401);
    const sameSite = await client.call("/api/auth/me", { method: "PATCH", body: { name: "Asha K" }, headers: { Cookie: `session=${token}`, Origin: "http://example.com" } });
    expect(sameSite.status).toBe(200);
    expect(await sameSite.json()).toMatchObject({ name: "Asha K" });
  });
});

describe("profile", () => {
  it("updates name, phone and language, and rejects a bad phone or language", async () => {
    const client = caller();
    const { token } = await signUp(client);
    const res = await client.call("/api/auth/me", { method: "PATCH", token, body: { name: "Ravi", phone: "+91 98765 43210", language: "ta" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: "Ravi", phone: "+91 98765 43210", language: "ta" });
    expect((await client.call("/api/auth/me", { method: "PATCH", token, body: { phone: "call me" } })).status).toBe(400);
    expect((await client.call("/api/auth/me", { method: "PATCH", token, body: { language: "fr" } })).status).toBe(400);
    expect((await client.call("/api/auth/me", { method: "PATCH", token, body: { role: "admin" } })).status).toBe(400);
  });
});

/** The code of the mail to `address` that `action` causes (mail older than the action is ignored). */
async function codeMailedBy(address: string, action: () => Promise<unknown>): Promise<string | null> {
  const [newest] = await createDatabase(env).select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.to, address)).orderBy(desc(emailOutbox.id)).limit(1);
  await action();
  return mailedCode(address, newest?.id ?? 0);
}

describe("password reset by emailed code", () => {
  it("answers the same whether or not the account exists, and mails a code only to a real one", async () => {
    const client = caller();
    const { user } = await signUp(client);
    const ghost = uniqueEmail("ghost").toLowerCase();
    let real: Response | undefined;
    const code = await codeMailedBy(user.email, async () => (real = await client.call("/api/auth/reset-pin/request", { body: { email: user.email } })));
    const none = await client.call("/api/auth/reset-pin/request", { body: { email: ghost } });
    expect(real!.status).toBe(202);
    expect(none.status).toBe(202);
    expect(await real!.text()).toBe(await none.text());
    expect(code).toMatch(/^\d{6}$/);
    const ghostMail = await createDatabase(env).select().from(emailOutbox).where(eq(emailOutbox.to, ghost));
    expect(ghostMail).toEqual([]);
  });

  it("answers a wrong code alike for a real account and an unknown email, attempts left included", async () => {
    const client = caller();
    const { user } = await signUp(client);
    const ghost = uniqueEmail("ghost").toLowerCase();
    for (const email of [user.email, ghost]) await client.call("/api/auth/reset-pin/request", { body: { email } });
    const code = (await mailedCode(user.email))!;
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 6; i++) {
      const answers = await Promise.all(
        [user.email, ghost].map(async (email) => {
          const res = await client.call("/api/auth/reset-pin/confirm", { body: { email, code: wrong, password: "whatever 123" } });
          const body = (await res.json()) as { message: string; error: { code: string; details?: unknown } };
          return { status: res.status, message: body.message, code: body.error.code, details: body.error.details };
        }),
      );
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[0]).toMatchObject({ status: 400, details: { attemptsLeft: Math.max(0, 4 - i) } });
    }
  });

  it("writes the reset mail in the user's language (Hindi for a Hindi account), the code in plain digits", async () => {
    const client = caller();
    const address = uniqueEmail("hindi");
    await signUp(client, address, "correct horse 1", "hi");
    const code = await codeMailedBy(address.toLowerCase(), () => client.call("/api/auth/reset-pin/request", { body: { email: address } }));
    expect(code).toMatch(/^\d{6}$/);
    const [mail] = await createDatabase(env).select().from(emailOutbox).where(eq(emailOutbox.to, address.toLowerCase())).orderBy(desc(emailOutbox.id)).limit(1);
    expect(mail!.subject).toBe(`आपका पासवर्ड रीसेट कोड: ${code}`);
    expect(mail!.text).toMatch(/^अपना पासवर्ड बदलने के लिए आपका कोड \d{6} है।/);
    // "Password", never "PIN" (issue 19): the rule is 8 characters, not a few digits.
    expect(`${mail!.subject}\n${mail!.text}`).not.toMatch(/पिन|PIN/);
  });

  it("resets with the code from the outbox: hashed, single use, and the old password stops working", async () => {
    const client = caller();
    const { user, token: oldToken } = await signUp(client);
    const code = (await codeMailedBy(user.email, () => client.call("/api/auth/reset-pin/request", { body: { email: user.email } })))!;
    const [stored] = await createDatabase(env).select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
    expect(stored!.codeHash).not.toContain(code);

    const confirm = await client.call("/api/auth/reset-pin/confirm", { body: { email: user.email, code, password: "fresh start 22" } });
    expect(confirm.status).toBe(200);
    expect(((await confirm.json()) as SignedIn).user.id).toBe(user.id);
    expect((await client.call("/api/auth/me", { token: oldToken })).status).toBe(401);
    expect((await client.call("/api/auth/login", { body: { email: user.email, password: "correct horse 1" } })).status).toBe(401);
    expect((await client.call("/api/auth/login", { body: { email: user.email, password: "fresh start 22" } })).status).toBe(200);

    const reuse = await client.call("/api/auth/reset-pin/confirm", { body: { email: user.email, code, password: "another one 33" } });
    expect(reuse.status).toBe(400);
  });

  it("allows five tries per code, then none, and honours the 15-minute expiry", async () => {
    const client = caller();
    const { user } = await signUp(client);
    const code = (await codeMailedBy(user.email, () => client.call("/api/auth/reset-pin/request", { body: { email: user.email } })))!;
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const res = await client.call("/api/auth/reset-pin/confirm", { body: { email: user.email, code: wrong, password: "whatever 123" } });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/wrong or has expired/);
    }
    const right = await client.call("/api/auth/reset-pin/confirm", { body: { email: user.email, code, password: "whatever 123" } });
    expect(right.status).toBe(400);

    const db = createDatabase(env);
    const fresh = (await codeMailedBy(user.email, () => client.call("/api/auth/reset-pin/request", { body: { email: user.email } })))!;
    await db.update(passwordResetCodes).set({ expiresAtMs: Date.now() - 1 }).where(eq(passwordResetCodes.userId, user.id));
    const expired = await client.call("/api/auth/reset-pin/confirm", { body: { email: user.email, code: fresh, password: "whatever 123" } });
    expect(expired.status).toBe(400);
  });
});

describe("concurrent password changes", () => {
  it("lets exactly one of five simultaneous changes win; the four others answer 409 and change nothing", async () => {
    const client = caller();
    const { user, token } = await signUp(client);
    const candidates = ["winner pass 0", "winner pass 1", "winner pass 2", "winner pass 3", "winner pass 4"];
    const answers = await Promise.all(
      candidates.map((newPassword) => client.call("/api/auth/password", { token, body: { currentPassword: "correct horse 1", newPassword } })),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    const winner = statuses.indexOf(200);
    for (const loser of answers.filter((res) => res.status === 409)) {
      expect(((await loser.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: "conflict", messageCode: "password_changed_concurrently" });
    }
    const { token: winnerToken } = (await answers[winner]!.json()) as SignedIn;
    expect((await client.call("/api/auth/me", { token: winnerToken })).status).toBe(200);
    expect((await client.call("/api/auth/login", { body: { email: user.email, password: candidates[winner] } })).status).toBe(200);
    for (const [i, password] of candidates.entries()) if (i !== winner) expect((await client.call("/api/auth/login", { body: { email: user.email, password } })).status).toBe(401);
    expect((await client.call("/api/auth/me", { token: winnerToken })).status).toBe(200);
  });
});

describe("Google sign-in", () => {
  const googleEnv = { ...env, GOOGLE_CLIENT_ID: "client-123.apps.googleusercontent.com", GOOGLE_CLIENT_SECRET: "shh" };
  afterEach(() => vi.restoreAllMocks());

  async function google(path: string, headers: Record<string, string> = {}, withEnv: Env = googleEnv) {
    const ctx = createExecutionContext();
    const res = await createApp().request(path, { headers: { "CF-Connecting-IP": "192.0.2.7", ...headers }, redirect: "manual" }, withEnv, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  }

  /** Every Set-Cookie line (the runtime has `getSetCookie`; the pinned types do not list it). */
  function setCookies(res: Response): string[] {
    return (res.headers as unknown as { getSetCookie(): string[] }).getSetCookie();
  }

  function cookiesOf(res: Response): Record<string, string> {
    const jar: Record<string, string> = {};
    for (const line of setCookies(res)) {
      const [pair] = line.split(";");
      const [name, value] = pair!.split("=");
      jar[name!] = value!;
    }
    return jar;
  }

  function idToken(claims: Record<string, unknown>): string {
    const part = (o: object) => base64url.encode(JSON.stringify(o));
    return `${part({ alg: "RS256", typ: "JWT" })}.${part(claims)}.c2lnbmF0dXJl`;
  }

  /** Google's token endpoint, mocked at the network boundary; every other request passes through. */
  function mockTokenEndpoint(answer: (body: URLSearchParams) => Response) {
    const seen: URLSearchParams[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url === "https://oauth2.googleapis.com/token") {
        const request = new Request(input, init);
        const body = new URLSearchParams(await request.text());
        seen.push(body);
        return answer(body);
      }
      return realFetch(input, init);
    });
    return seen;
  }

  it("says when Google sign-in is not configured", async () => {
    const providers = await google("/api/auth/providers", {}, env);
    expect(await providers.json()).toEqual({ password: true, google: false });
    // Switched off, not broken: a 4xx that says so (issue 18, defect 9), never a 5xx.
    const start = await google("/api/auth/google", {}, env);
    expect(start.status).toBe(404);
    expect(((await start.json()) as ErrorBody).error).toMatchObject({ code: "feature_disabled", messageCode: "google_not_configured", message: "Google sign-in is not configured on this server" });
  });

  it("starts with state and a PKCE challenge, keeping the verifier in short-lived httpOnly cookies", async () => {
    const res = await google("/api/auth/google?redirect=%2Fdashboard");
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("Location")!);
    expect(location.origin + location.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("redirect_uri")).toBe("http://localhost/api/auth/google/callback");
    const cookieLines = setCookies(res);
    for (const line of cookieLines) expect(line).toMatch(/HttpOnly.*Secure|Secure.*HttpOnly/);
    expect(cookieLines.join("\n")).toMatch(/Max-Age=600/);
    const jar = cookiesOf(res);
    expect(jar.google_oauth_state).toBe(location.searchParams.get("state"));
    expect(decodeURIComponent(jar.google_redirect!)).toBe("/dashboard");
    // Off-site targets are dropped.
    expect(cookiesOf(await google("/api/auth/google?redirect=https%3A%2F%2Fevil.example")).google_redirect).toBeFalsy();
  });

  it("rejects a state mismatch without calling Google", async () => {
    const seen = mockTokenEndpoint(() => new Response("{}", { status: 500 }));
    const res = await google("/api/auth/google/callback?code=abc&state=forged", { Cookie: "google_oauth_state=real; google_code_verifier=v" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login?error=google_auth_failed");
    expect(seen).toHaveLength(0);
  });

  it("exchanges the code with the PKCE verifier, creates the user by verified email and returns to the SPA", async () => {
    const email = uniqueEmail("google").toLowerCase();
    const start = await google("/api/auth/google?redirect=%2Fkundli");
    const jar = cookiesOf(start);
    const seen = mockTokenEndpoint(() =>
      Response.json({
        access_token: "at",
        token_type: "Bearer",
        expires_in: 3600,
        id_token: idToken({ iss: "https://accounts.google.com", aud: googleEnv.GOOGLE_CLIENT_ID, sub: "g-1", email, email_verified: true, name: "Meera", exp: Math.floor(Date.now() / 1000) + 600 }),
      }),
    );
    const cookie = Object.entries(jar).map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await google(`/api/auth/google/callback?code=the-code&state=${jar.google_oauth_state}`, { Cookie: cookie });
    expect(res.status, await res.clone().text()).toBe(302);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.get("code")).toBe("the-code");
    expect(seen[0]!.get("code_verifier")).toBe(decodeURIComponent(jar.google_code_verifier!));
    const location = new URL(res.headers.get("Location")!, "http://localhost");
    expect(location.pathname).toBe("/auth/success");
    expect(location.searchParams.get("auth")).toBe("google");
    expect(location.searchParams.get("redirect")).toBe("/kundli");
    const user = JSON.parse(location.searchParams.get("user")!) as { email: string; name: string };
    expect(user).toMatchObject({ email, name: "Meera" });
    const me = await caller().call("/api/auth/me", { token: location.searchParams.get("token")! });
    expect(await me.json()).toMatchObject({ email, role: "user" });
    // A new account is marked, so analytics reports signup_completed; the next visit is a login.
    expect(location.searchParams.get("signup")).toBe("1");
    const again = cookiesOf(await google("/api/auth/google"));
    const returning = await google(`/api/auth/google/callback?code=the-code&state=${again.google_oauth_state}`, { Cookie: Object.entries(again).map(([k, v]) => `${k}=${v}`).join("; ") });
    const back = new URL(returning.headers.get("Location")!, "http://localhost");
    expect(back.pathname).toBe("/auth/success");
    expect(back.searchParams.has("signup")).toBe(false);
  });

  it("answers no_user for an unverified email and google_auth_failed for a token from another client", async () => {
    for (const [claims, error] of [
      [{ email: uniqueEmail("unverified"), email_verified: false }, "no_user"],
      [{ email: uniqueEmail("wrongaud"), email_verified: true, aud: "someone-else" }, "google_auth_failed"],
    ] as const) {
      const jar = cookiesOf(await google("/api/auth/google"));
      mockTokenEndpoint(() =>
        Response.json({ access_token: "at", token_type: "Bearer", id_token: idToken({ iss: "https://accounts.google.com", aud: googleEnv.GOOGLE_CLIENT_ID, sub: "g-2", exp: Math.floor(Date.now() / 1000) + 600, ...claims }) }),
      );
      const res = await google(`/api/auth/google/callback?code=c&state=${jar.google_oauth_state}`, { Cookie: Object.entries(jar).map(([k, v]) => `${k}=${v}`).join("; ") });
      expect(res.headers.get("Location")).toBe(`/login?error=${error}`);
      vi.restoreAllMocks();
    }
  });
});
