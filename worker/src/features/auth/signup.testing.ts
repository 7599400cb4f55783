/**
 * For workerd tests: sign up through the real two-step flow — `POST /api/auth/signup`, the code
 * from the development outbox (the `email_outbox` table), `POST /api/auth/signup/verify` —
 * the way every test that needs an account gets one. (test/e2e/signup.ts does the same over HTTP.)
 */
import { env } from "cloudflare:workers";
import { and, desc, eq, gt, max } from "drizzle-orm";
import { expect } from "vitest";
import type { SignedIn } from "@contract/auth";
import { createDatabase } from "../../db/client";
import { emailOutbox } from "../../db/schema";

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
