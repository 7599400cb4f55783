/**
 * Issue 18, defect 2: the page Google sign-in returns to is a path on this site, whatever the
 * start route's `?redirect=` or a planted `google_redirect` cookie says.
 */
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { base64url } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../app";

const googleEnv = { ...env, GOOGLE_CLIENT_ID: "client-123.apps.googleusercontent.com", GOOGLE_CLIENT_SECRET: "shh" };
const origin = "http://localhost";

async function google(path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const res = await createApp().request(path, { headers: { "CF-Connecting-IP": "192.0.2.18", ...headers }, redirect: "manual" }, googleEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

function cookiesOf(res: Response): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const line of (res.headers as unknown as { getSetCookie(): string[] }).getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair!.indexOf("=");
    jar[pair!.slice(0, at)] = pair!.slice(at + 1);
  }
  return jar;
}

/** Google's token endpoint, mocked at the network boundary, answering an ID token for `email`. */
function mockGoogle(email: string) {
  const realFetch = globalThis.fetch;
  const part = (o: object) => base64url.encode(JSON.stringify(o));
  const idToken = `${part({ alg: "RS256", typ: "JWT" })}.${part({ iss: "https://accounts.google.com", aud: googleEnv.GOOGLE_CLIENT_ID, sub: email, email, email_verified: true, exp: Math.floor(Date.now() / 1000) + 600 })}.c2ln`;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url === "https://oauth2.googleapis.com/token") return Response.json({ access_token: "at", token_type: "Bearer", id_token: idToken });
    return realFetch(input, init);
  });
}

const hostile = [
  "/\t/evil.example/phish",
  "/\n/evil.example/phish",
  "/\r/evil.example",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example/",
  "javascript:alert(1)",
];

describe("Google sign-in returns only to this site", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(hostile)("the start route carries no target for %j", async (target) => {
    const res = await google(`/api/auth/google?redirect=${encodeURIComponent(target)}`);
    expect(res.status).toBe(302);
    expect(cookiesOf(res).google_redirect).toBeFalsy();
  });

  it("the start route keeps a dotted path as a single-slash path on this site", async () => {
    const res = await google(`/api/auth/google?redirect=${encodeURIComponent("/x/..//evil.example")}`);
    expect(decodeURIComponent(cookiesOf(res).google_redirect!)).toBe("/evil.example");
  });

  it.each([...hostile, "/x/..//evil.example", "/.//evil.example"])("the callback, given a planted redirect cookie %j, lands on this site", async (planted) => {
    const start = cookiesOf(await google("/api/auth/google?redirect=%2Fkundli"));
    mockGoogle(`planted.${crypto.randomUUID().slice(0, 8)}@example.com`);
    const cookie = `google_oauth_state=${start.google_oauth_state}; google_code_verifier=${start.google_code_verifier}; google_redirect=${encodeURIComponent(planted)}`;
    const res = await google(`/api/auth/google/callback?code=c&state=${start.google_oauth_state}`, { Cookie: cookie });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("Location")!, origin);
    expect(location.origin).toBe(origin);
    expect(location.pathname).toBe("/auth/success");
    const redirect = location.searchParams.get("redirect");
    if (redirect !== null) {
      expect(redirect).toMatch(/^\/(?![/\\])/);
      expect(new URL(redirect, origin).origin).toBe(origin);
    }
  });
});
