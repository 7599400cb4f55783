/**
 * Accounts for end-to-end tests, made through the real two-step sign-up: the code comes from the
 * development outbox (the `email_outbox` table of the test's sqld), as a developer reads it.
 * (worker/src/features/auth/signup.testing.ts does the same inside workerd.)
 */
import { createClient } from "@libsql/client";
import type { Page } from "playwright-core";
import { expect, inject } from "vitest";

async function withOutbox<T>(work: (db: ReturnType<typeof createClient>) => Promise<T>): Promise<T> {
  const db = createClient({ url: inject("libsqlUrl") });
  try {
    return await work(db);
  } finally {
    db.close();
  }
}

/** The id of the newest mail to `address` (0 when none): a later `outboxCode` ignores mail up to it. */
export function newestMailId(address: string): Promise<number> {
  return withOutbox(async (db) => {
    const { rows } = await db.execute({ sql: 'select coalesce(max(id), 0) as id from email_outbox where "to" = ?', args: [address.toLowerCase()] });
    return Number(rows[0]?.id ?? 0);
  });
}

/** The 6-digit code of the first mail to `address` after mail `afterId`, waiting for it (mail is sent after the answer). */
export function outboxCode(address: string, afterId = 0): Promise<string> {
  return withOutbox(async (db) => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const { rows } = await db.execute({ sql: 'select text from email_outbox where "to" = ? and id > ? order by id desc limit 1', args: [address.toLowerCase(), afterId] });
      const code = /\b(\d{6})\b/.exec(String(rows[0]?.text ?? ""))?.[1];
      if (code) return code;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no mail with a code to ${address}`);
  });
}

/**
 * A documentation address (RFC 5737 TEST-NET-3) of its own for one API sign-up: every e2e file
 * talks to one Worker, and sign-ups are limited per address (10 an hour), so sign-ups that do not
 * test the limit must not share 127.0.0.1's budget.
 */
function ownTestAddress(): string {
  return `203.0.113.${1 + Math.floor(Math.random() * 254)}`;
}

/** Signs up over HTTP (`/api/auth/signup`, the mailed code, `/api/auth/signup/verify`) and answers `{ token, user }`. */
export async function signUpByApi(
  baseUrl: string,
  email: string,
  password: string,
  headers: Record<string, string> = { "CF-Connecting-IP": ownTestAddress() },
): Promise<{ token: string; user: { id: string; email: string } }> {
  const post = (path: string, body: unknown) => fetch(new URL(path, baseUrl), { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });
  const before = await newestMailId(email);
  const started = await post("/api/auth/signup", { email, password });
  expect(started.status).toBe(202);
  const verified = await post("/api/auth/signup/verify", { email, code: await outboxCode(email, before) });
  expect(verified.status).toBe(201);
  return (await verified.json()) as { token: string; user: { id: string; email: string } };
}

/** The id of the newest SMS to `phoneE164` in the development SMS outbox (0 when none). */
export function newestSmsId(phoneE164: string): Promise<number> {
  return withOutbox(async (db) => {
    const { rows } = await db.execute({ sql: 'select coalesce(max(id), 0) as id from sms_outbox where "to" = ?', args: [phoneE164] });
    return Number(rows[0]?.id ?? 0);
  });
}

/** The 6-digit code of the first SMS to `phoneE164` after SMS `afterId`, waiting for it (SMS are sent after the answer). */
export function outboxSmsCode(phoneE164: string, afterId = 0): Promise<string> {
  return withOutbox(async (db) => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const { rows } = await db.execute({ sql: 'select text from sms_outbox where "to" = ? and id > ? order by id desc limit 1', args: [phoneE164, afterId] });
      const code = /\b(\d{6})\b/.exec(String(rows[0]?.text ?? ""))?.[1];
      if (code) return code;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no SMS with a code to ${phoneE164}`);
  });
}

/** Signs up on the open /signup page in its two steps: the form, then the code from the development outbox. */
export async function signUpInPage(page: Page, email: string, password: string): Promise<void> {
  const before = await newestMailId(email);
  await page.getByTestId("signup-email").fill(email);
  await page.getByTestId("signup-password").fill(password);
  await page.getByTestId("signup-confirm").fill(password);
  await page.getByTestId("signup-submit").click();
  await page.getByTestId("signup-code").waitFor();
  await page.getByTestId("signup-code").fill(await outboxCode(email, before));
  await page.getByTestId("signup-verify").click();
}
