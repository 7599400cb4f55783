import { env, exports } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { desc, eq } from "drizzle-orm";
import { base64url, SignJWT, UnsecuredJWT } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../app";
import { createDatabase } from "../../db/client";
import { emailOutbox, passwordResetCodes, users } from "../../db/schema";
import type { Env } from "../../env";
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

async function signUp(client: Caller, email = uniqueEmail("user"), password = "correct horse 1"): Promise<SignedIn> {
  const res = await client.call("/api/auth/signup", { body: { email, password, name: "Asha" } });
  expect(res.status).toBe(201);
  return (await res.json()) as SignedIn;
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

  it("refuses a second account for the same email in any case, and malformed bodies with 400", async () => {
    const client = caller();
    const email = uniqueEmail("dupe");
    await signUp(client, email);
    const again = await client.call("/api/auth/signup", { body: { email: email.toUpperCase(), password: "something long" } });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toMatch(/already exists/);

    for (const body of [{ email: "not-an-email", password: "long enough" }, { email: uniqueEmail("short"), password: "short" }, { email: uniqueEmail("x"), password: "long enough", role: "admin" }]) {
      const res = await client.call("/api/auth/signup", { body });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
    const notJson = await exports.default.fetch(new Request("http://example.com/api/auth/login", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" }));
    expect(notJson.status).toBe(400);
    const noBody = await client.call("/api/auth/login", { body: { email: 5 } });
    expect(noBody.status).toBe(400);
  });

  it("gives 429 with Retry-After to 20 rapid wrong sign-ins, even when the right password follows", async () => {
    const client = caller();
    const { user } = await signUp(client);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await client.call("/api/auth/login", { body: { email: user.email, password: `guess ${i}` } });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    // Another address still cannot sign in to the locked account…
    const right = await caller().call("/api/auth/login", { body: { email: user.email, password: "correct horse 1" } });
    expect(right.status).toBe(429);
  });

  it("limits sign-ups per address", async () => {
    const client = caller();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await client.call("/api/auth/signup", { body: { email: uniqueEmail(`burst${i}`), password: "long enough" } })).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
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

// Mail goes out in waitUntil, after the answer: poll for up to 30 s (a bound for a busy machine).
async function outboxCode(address: string, tries = 600): Promise<string | null> {
  const db = createDatabase(env);
  for (let i = 0; i < tries; i++) {
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, address)).orderBy(desc(emailOutbox.id)).limit(1);
    if (mail) return /\b(\d{6})\b/.exec(mail.text)?.[1] ?? null;
    await new Promise((r) => setTimeout(r, 50));
  }
  return null;
}

describe("PIN reset by emailed code", () => {
  it("answers the same whether or not the account exists, and mails a code only to a real one", async () => {
    const client = caller();
    const { user } = await signUp(client);
    const ghost = uniqueEmail("ghost").toLowerCase();
    const real = await client.call("/api/auth/reset-pin/request", { body: { email: user.email } });
    const none = await client.call("/api/auth/reset-pin/request", { body: { email: ghost } });
    expect(real.status).toBe(202);
    expect(none.status).toBe(202);
    expect(await real.text()).toBe(await none.text());
    expect(await outboxCode(user.email)).toMatch(/^\d{6}$/);
    // Both requests were answered before either mail was due; the real one has arrived by now.
    expect(await outboxCode(ghost, 1)).toBeNull();
  });

  it("writes the reset mail in the user's language (Hindi for a Hindi account), the code in plain digits", async () => {
    const client = caller();
    const address = uniqueEmail("hindi");
    expect((await client.call("/api/auth/signup", { body: { email: address, password: "correct horse 1", name: "Asha", language: "hi" } })).status).toBe(201);
    await client.call("/api/auth/reset-pin/request", { body: { email: address } });
    const code = await outboxCode(address.toLowerCase());
    expect(code).toMatch(/^\d{6}$/);
    const [mail] = await createDatabase(env).select().from(emailOutbox).where(eq(emailOutbox.to, address.toLowerCase())).orderBy(desc(emailOutbox.id)).limit(1);
    expect(mail!.subject).toBe(`आपका पिन रीसेट कोड: ${code}`);
    expect(mail!.text).toMatch(/^अपना पिन \(पासवर्ड\) बदलने के लिए आपका कोड \d{6} है।/);
  });

  it("resets with the code from the outbox: hashed, single use, and the old password stops working", async () => {
    const client = caller();
    const { user, token: oldToken } = await signUp(client);
    await client.call("/api/auth/reset-pin/request", { body: { email: user.email } });
    const code = (await outboxCode(user.email))!;
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
    await client.call("/api/auth/reset-pin/request", { body: { email: user.email } });
    const code = (await outboxCode(user.email))!;
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const res = await client.call("/api/auth/reset-pin/confirm", { body: { email: user.email, code: wrong, password: "whatever 123" } });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/wrong or has expired/);
    }
    const right = await client.call("/api/auth/reset-pin/confirm", { body: { email: user.email, code, password: "whatever 123" } });
    expect(right.status).toBe(400);

    const db = createDatabase(env);
    await client.call("/api/auth/reset-pin/request", { body: { email: user.email } });
    await new Promise((r) => setTimeout(r, 200));
    const fresh = (await outboxCode(user.email))!;
    await db.update(passwordResetCodes).set({ expiresAtMs: Date.now() - 1 }).where(eq(passwordResetCodes.userId, user.id));
    const expired = await client.call("/api/auth/reset-pin/confirm", { body: { email: user.email, code: fresh, password: "whatever 123" } });
    expect(expired.status).toBe(400);
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
    const start = await google("/api/auth/google", {}, env);
    expect(start.status).toBe(503);
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
