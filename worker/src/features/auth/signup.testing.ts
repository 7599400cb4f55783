/**
 * For workerd tests: sign up through the real two-step flow — `POST /api/auth/signup`, the code
 * from the development outbox (the `email_outbox` table), `POST /api/auth/signup/verify` —
 * the way every test that needs an account gets one. (test/e2e/signup.ts does the same over HTTP.)
 */
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { and, desc, eq, gt, max } from "drizzle-orm";
import { expect } from "vitest";
import type { SignedIn } from "@contract/auth";
import { createDatabase } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import type { Env } from "../../env";

export type Post = (path: string, body: unknown) => Promise<Response>;

export interface SignupInput {
  email: string;
  password: string;
  name?: string;
  language?: "en" | "hi" | "ta" | "te";
}

async function newestMailId(to: string): Promise<number> {
  const [row] = await createDatabase(env).select({ id: max(emailOutbox.id) }).from(emailOutbox).where(eq(emailOutbox.to, to));
  return row?.id ?? 0;
}

/**
 * The 6-digit code of the first mail to `to` after mail id `afterId`. Mail is sent after the
 * answer, so this waits for it (a condition, not a clock: up to a minute on a busy machine).
 */
export async function mailedCode(to: string, afterId = 0): Promise<string | null> {
  const db = createDatabase(env);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const [mail] = await db.select().from(emailOutbox).where(and(eq(emailOutbox.to, to), gt(emailOutbox.id, afterId))).orderBy(desc(emailOutbox.id)).limit(1);
    if (mail) return /\b(\d{6})\b/.exec(mail.text)?.[1] ?? null;
    await new Promise((r) => setTimeout(r, 50));
  }
  return null;
}

/** Signs up `input` through the mailed code and answers the signed-in `{ token, user }`. */
export async function signUpThroughMail(post: Post, input: SignupInput): Promise<SignedIn> {
  const to = input.email.trim().toLowerCase();
  const before = await newestMailId(to);
  const started = await post("/api/auth/signup", input);
  expect(started.status, await started.clone().text()).toBe(202);
  const code = await mailedCode(to, before);
  expect(code, `a sign-up code mailed to ${to}`).toMatch(/^\d{6}$/);
  const verified = await post("/api/auth/signup/verify", { email: input.email, code });
  expect(verified.status, await verified.clone().text()).toBe(201);
  return (await verified.json()) as SignedIn;
}

/** What a workerd test calls: the app's `request` (a Hono app). */
interface TestApp {
  request(path: string, init: RequestInit, env: Env, ctx: ExecutionContext): Response | Promise<Response>;
}

/**
 * A workerd test's client of the app: `call` sends JSON (a string body as it is) with a bearer
 * token from the address `ip` and answers once the request's background work (`waitUntil`) is
 * done; `newUser` signs up a fresh account through the mailed code, from an address of its own.
 */
export function testClient(app: TestApp, ip: string, emailPrefix: string) {
  async function call(method: string, path: string, token?: string, body?: unknown, extra: Record<string, string> = {}): Promise<Response> {
    const headers: Record<string, string> = { "CF-Connecting-IP": ip, ...extra };
    if (body !== undefined) headers["Content-Type"] ??= "application/json";
    if (token) headers.Authorization = `Bearer ${token}`;
    const ctx = createExecutionContext();
    const res = await app.request(path, { method, headers, body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body) }, env, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  }
  async function newUser(): Promise<{ token: string; id: string }> {
    const address = `192.0.2.${Math.floor(Math.random() * 200) + 1}`;
    const signed = await signUpThroughMail(
      async (path, body) => {
        const ctx = createExecutionContext();
        const res = await app.request(path, { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": address }, body: JSON.stringify(body) }, env, ctx);
        await waitOnExecutionContext(ctx);
        return res;
      },
      { email: `${emailPrefix}.${crypto.randomUUID().slice(0, 8)}@example.com`, password: "long enough 1" },
    );
    return { token: signed.token, id: signed.user.id };
  }
  return { call, newUser };
}
