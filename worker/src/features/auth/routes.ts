/**
 * `/api/auth/*`: sign-up, sign-in, phone sign-in by SMS code, the current user, sign-out,
 * profile, password change, password reset by emailed code (the spec's /reset-pin routes), and
 * Google sign-in. Answers keep the spec's client
 * contract (§7): login gives `{ token, user }`; every failure carries a top-level `message`.
 */
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { generateCodeVerifier, generateState } from "arctic";
import {
  googleStartQuery,
  loginBody,
  passwordBody,
  type PhoneStarted,
  phoneStartBody,
  phoneVerifyBody,
  profileBody,
  type Providers,
  resetConfirmBody,
  resetRequestBody,
  type SignedIn,
  signupBody,
  type SignupStarted,
  signupVerifyBody,
  type PhoneSignedIn,
} from "@contract/auth";
import { isLang } from "@jyotish/terms/lang";
import { createDatabase, type Database } from "../../db/client";
import { loginAttempts, passwordResetCodes, phoneCodes, revokedTokens, signupCodes, type UserRow, users } from "../../db/schema";
import type { AppEnv, Env } from "../../env";
import { createMailer, existingAccountEmail, type MailLanguage, resetCodeEmail, signupCodeEmail } from "./email";
import { ApiError, handleErrorWithMessage, requestLanguage } from "../../lib/errors";
import { accountGuard, clientAddress, enforceRateLimits, type RateLimitRule, tooManyAttempts } from "../../lib/rate-limit";
import type { LoginPolicy, MailPolicy } from "../../lib/rate-limit-policy";
import { validate } from "../../lib/validate";
import { localeFromPath, localizePath } from "@site/locales";
import {
  GOOGLE_COOKIE_MAX_AGE,
  GOOGLE_COOKIE_PATH,
  GOOGLE_REDIRECT_COOKIE,
  GOOGLE_STATE_COOKIE,
  GOOGLE_VERIFIER_COOKIE,
  googleClient,
  googleConfigured,
  identityFromIdToken,
  safeRedirectPath,
} from "./google";
import { knownDevice, rememberDevice } from "./device";
import { currentUser, identify, requireUser, SESSION_COOKIE } from "./middleware";
import { constantTimeEqual, hashPassword, needsRehash, verifyPassword } from "./password";
import { signToken, TOKEN_TTL_SECONDS } from "./tokens";
import { createSmsSender, phoneCodeSms } from "./sms";
import { sha256Hex } from "../../lib/hash";
import { walletBalance } from "../wallet/wallet-object";
import { createUser, findOrCreatePhoneUser, findUserByEmail, normaliseEmail, promoteConfiguredAdmin, publicUser } from "./users";

const MINUTE = 60_000;
/**
 * Plain windows per client address (lib/rate-limit.ts), across all accounts. The per-account
 * policy — progressive sign-in delays per address or known device, mail budgets that never
 * leave the owner without a code — is `loginPolicy` and `mailPolicy` (lib/rate-limit-policy.ts).
 */
export const authLimits = {
  loginPerAddress: { limit: 50, windowMs: 15 * MINUTE },
  signupPerAddress: { limit: 10, windowMs: 60 * MINUTE },
  signupVerifyPerAddress: { limit: 20, windowMs: 15 * MINUTE },
  /** Reset and sign-up mail. */
  mailPerAddress: { limit: 10, windowMs: 60 * MINUTE },
  resetConfirmPerAddress: { limit: 20, windowMs: 15 * MINUTE },
  passwordChangePerAccount: { limit: 10, windowMs: 15 * MINUTE },
  /** Phone sign-in SMS requests, across all numbers. */
  phoneStartPerAddress: { limit: 10, windowMs: 60 * MINUTE },
  phoneVerifyPerAddress: { limit: 20, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

/** Sign-in attempts per account and source: 5 free, then 30 s, 1 min, 2 min … up to 15 min between tries. */
export const loginPolicy: LoginPolicy = { freeAttempts: 5, firstDelayMs: 30_000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 24 * 60 * MINUTE };
/** Mail (reset and sign-up codes) per account: 3 an hour per source, 6 an hour in all, one more from a new source. */
export const mailPolicy: MailPolicy = { perSource: 3, perAccount: 6, windowMs: 60 * MINUTE };

/**
 * SMS sign-in codes per number, with the mail policy's rule (rate-limit-policy.ts `mailRequest`):
 * 3 an hour per address, 5 an hour in all, one more from a new address. An SMS costs money, so
 * fewer than mail.
 */
export const smsPolicy: MailPolicy = { perSource: 3, perAccount: 5, windowMs: 60 * MINUTE };

/** How long the sign-in log keeps an attempt. */
export const LOGIN_LOG_DAYS = 90;
export const RESET_CODE_TTL_MS = 15 * MINUTE;
export const RESET_CODE_MAX_ATTEMPTS = 5;
export const SIGNUP_CODE_TTL_MS = 15 * MINUTE;
export const SIGNUP_CODE_MAX_ATTEMPTS = 5;
export const PHONE_CODE_TTL_MS = 10 * MINUTE;
export const PHONE_CODE_MAX_ATTEMPTS = 5;

function sessionCookie(c: Context<AppEnv>, token: string) {
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, secure: true, sameSite: "Lax", path: "/", maxAge: TOKEN_TTL_SECONDS });
}

/**
 * Signs `user` in: a fresh token in the answer (the spec's client stores it) and in the
 * httpOnly cookie, and this browser becomes one of the account's known devices.
 */
async function signedInAnswer(c: Context<AppEnv>, user: UserRow): Promise<SignedIn> {
  const token = await signToken(c.env, user);
  sessionCookie(c, token);
  await rememberDevice(c, user.id);
  c.header("Cache-Control", "no-store");
  return { token, user: publicUser(user, await walletBalance(c.env, user.id)) };
}

/** A salted hash of the client address for the sign-in log: the address itself is not stored. */
function clientHash(env: Env, request: Request): Promise<string> {
  return sha256Hex(`${env.PRESENCE_SALT ?? "jyotish-setu-presence"}|login|${clientAddress(request)}`).then((hex) => hex.slice(0, 32));
}

/** A uniformly random 6-digit code. */
export function randomCode(): string {
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    // 4,294,000,000 is the largest multiple of 10^6 below 2^32: no digit is likelier than another.
    if (buffer[0]! < 4_294_000_000) return String(buffer[0]! % 1_000_000).padStart(6, "0");
  }
}

/** The stored form of an emailed code: salted with the code's random id. */
function codeHash(codeId: string, code: string): Promise<string> {
  return sha256Hex(`${codeId}:${code}`);
}

async function codeMatches(codeId: string, code: string, storedHash: string): Promise<boolean> {
  return constantTimeEqual(new TextEncoder().encode(await codeHash(codeId, code)), new TextEncoder().encode(storedHash));
}

const INVALID_CODE = "reset_code_invalid";

/**
 * Throws 429 unless the mail budgets let this request send one: the address's window (a known
 * device of the account is exempt), then the account's budget for this source (the device, or
 * else the address). The account is looked up either way, so the work does not tell whether it exists.
 */
async function allowMail(c: Context<AppEnv>, email: string): Promise<void> {
  const address = clientAddress(c.req.raw);
  const user = await findUserByEmail(createDatabase(c.env), email);
  const device = user ? await knownDevice(c, user.id) : null;
  if (!device) await enforceRateLimits(c, [{ key: `mail:ip:${address}`, rule: authLimits.mailPerAddress }]);
  const verdict = await accountGuard(c.env, normaliseEmail(email)).mailRequest(device ? `device:${device}` : `address:${address}`, mailPolicy);
  if (!verdict.allowed) throw tooManyAttempts(c, verdict.retryAfterMs);
}

/** Runs mail work after the answer, so the answer neither waits for nor depends on whether the account exists. */
function afterAnswer(c: Context<AppEnv>, what: string, work: () => Promise<void>): void {
  c.executionCtx.waitUntil(work().catch((err: unknown) => console.error(JSON.stringify({ level: "error", message: `${what} not sent`, error: String(err) }))));
}

const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

async function issueResetCode(env: Env, db: Database, user: UserRow & { email: string }, fallbackLanguage: MailLanguage): Promise<void> {
  const now = Date.now();
  // One live code per account: a new request retires the older ones.
  await db.update(passwordResetCodes).set({ usedAtMs: now }).where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAtMs)));
  await db.delete(passwordResetCodes).where(lt(passwordResetCodes.expiresAtMs, now - 24 * 60 * MINUTE));
  const id = crypto.randomUUID();
  const code = randomCode();
  await db.insert(passwordResetCodes).values({ id, userId: user.id, codeHash: await codeHash(id, code), expiresAtMs: now + RESET_CODE_TTL_MS, createdAtMs: now });
  // In the user's saved language; the request's when the account has none.
  const language: MailLanguage = isLang(user.language) ? user.language : fallbackLanguage;
  await createMailer(env, db).send({ to: user.email, ...resetCodeEmail[language](code) });
}

/**
 * The sign-up mail: to a new address a code that creates the account (the newest request
 * replaces an older code); to an address with an account a note with the ways back in.
 */
async function sendSignupMail(c: Context<AppEnv>, pending: { email: string; passwordHash: string; name: string | null; language: MailLanguage }): Promise<void> {
  const db = createDatabase(c.env);
  const mailer = createMailer(c.env, db);
  const existing = await findUserByEmail(db, pending.email);
  if (existing?.email) {
    const language: MailLanguage = isLang(existing.language) ? existing.language : pending.language;
    const origin = new URL(c.req.url).origin;
    const links = { signIn: `${origin}${localizePath("/login", language)}`, reset: `${origin}${localizePath("/reset-pin", language)}` };
    await mailer.send({ to: existing.email, ...existingAccountEmail[language](links) });
    return;
  }
  const now = Date.now();
  await db.delete(signupCodes).where(lt(signupCodes.expiresAtMs, now - 24 * 60 * MINUTE));
  const codeId = crypto.randomUUID();
  const code = randomCode();
  const row = { codeId, codeHash: await codeHash(codeId, code), passwordHash: pending.passwordHash, name: pending.name, language: pending.language, expiresAtMs: now + SIGNUP_CODE_TTL_MS, attempts: 0, createdAtMs: now };
  await db.insert(signupCodes).values({ email: pending.email, ...row }).onConflictDoUpdate({ target: signupCodes.email, set: row });
  await mailer.send({ to: pending.email, ...signupCodeEmail[pending.language](code) });
}

/** The protection state of one phone number, beside the email accounts' (`account:<email>`; an email has an `@`, this key none). */
function phoneGuard(env: Env, phoneE164: string) {
  return accountGuard(env, `phone:${phoneE164}`);
}

/** Texts `phoneE164` a new sign-in code (the newest request replaces an older code). */
async function sendPhoneCode(env: Env, phoneE164: string, language: MailLanguage): Promise<void> {
  const db = createDatabase(env);
  const now = Date.now();
  await db.delete(phoneCodes).where(lt(phoneCodes.expiresAtMs, now - 24 * 60 * MINUTE));
  const codeId = crypto.randomUUID();
  const code = randomCode();
  const row = { codeId, codeHash: await codeHash(codeId, code), language, expiresAtMs: now + PHONE_CODE_TTL_MS, attempts: 0, createdAtMs: now };
  await db.insert(phoneCodes).values({ phone: phoneE164, ...row }).onConflictDoUpdate({ target: phoneCodes.phone, set: row });
  await createSmsSender(env, db).send({ to: phoneE164, text: phoneCodeSms[language](code, PHONE_CODE_TTL_MS / MINUTE) });
}

export const authRoutes = new Hono<AppEnv>()
  .post("/signup", validate("json", signupBody), async (c) => {
    const body = c.req.valid("json");
    await enforceRateLimits(c, [{ key: `signup:ip:${clientAddress(c.req.raw)}`, rule: authLimits.signupPerAddress }]);
    await allowMail(c, body.email);
    // The same work and the same answer whether or not the email has an account: the password
    // is hashed either way, and what happens next is only in the mail.
    const passwordHash = await hashPassword(body.password);
    const pending = { email: normaliseEmail(body.email), passwordHash, name: body.name ?? null, language: body.language ?? requestLanguage(c) };
    afterAnswer(c, "sign-up mail", () => sendSignupMail(c, pending));
    c.header("Cache-Control", "no-store");
    return c.json({ status: "check-email" } satisfies SignupStarted, 202);
  })
  .post("/signup/verify", validate("json", signupVerifyBody), async (c) => {
    const body = c.req.valid("json");
    await enforceRateLimits(c, [{ key: `signup-verify:ip:${clientAddress(c.req.raw)}`, rule: authLimits.signupVerifyPerAddress }]);
    const db = createDatabase(c.env);
    const email = normaliseEmail(body.email);
    // Count the try first, atomically: a sixth guess finds no usable code.
    const [pending] = await db
      .update(signupCodes)
      .set({ attempts: sql`${signupCodes.attempts} + 1` })
      .where(and(eq(signupCodes.email, email), gt(signupCodes.expiresAtMs, Date.now()), lt(signupCodes.attempts, SIGNUP_CODE_MAX_ATTEMPTS)))
      .returning();
    if (!pending || !(await codeMatches(pending.codeId, body.code, pending.codeHash))) throw new ApiError("bad_request", INVALID_CODE);
    // Single use, race-free: only one request can take the code.
    const [taken] = await db.delete(signupCodes).where(and(eq(signupCodes.email, email), eq(signupCodes.codeId, pending.codeId))).returning({ email: signupCodes.email });
    if (!taken) throw new ApiError("bad_request", INVALID_CODE);
    const passwordHash = body.password === undefined ? pending.passwordHash : await hashPassword(body.password);
    // Taken in the meantime (e.g. through Google): the code no longer creates anything.
    const user = await createUser(db, c.env, { email, passwordHash, name: pending.name, language: pending.language });
    if (!user) throw new ApiError("bad_request", INVALID_CODE);
    // The owner proved the mailbox: the mail budget spent on the way starts afresh.
    await accountGuard(c.env, email).clear();
    return c.json(await signedInAnswer(c, user), 201);
  })
  .post("/login", validate("json", loginBody), async (c) => {
    const body = c.req.valid("json");
    const address = clientAddress(c.req.raw);
    const email = normaliseEmail(body.email);
    const db = createDatabase(c.env);
    let user = await findUserByEmail(db, email);
    // A device this account signed in from before is its own source of attempts, apart from
    // its address and exempt from the address's window: strangers cannot slow it down.
    const device = user ? await knownDevice(c, user.id) : null;
    const source = device ? `device:${device}` : `address:${address}`;
    if (!device) await enforceRateLimits(c, [{ key: `login:ip:${address}`, rule: authLimits.loginPerAddress }]);
    const guard = accountGuard(c.env, email);
    const verdict = await guard.loginAttempt(source, loginPolicy);
    if (!verdict.allowed) throw tooManyAttempts(c, verdict.retryAfterMs);
    // Unknown accounts cost the same PBKDF2 work as known ones.
    const valid = await verifyPassword(body.password, user?.passwordHash ?? null);
    await db.insert(loginAttempts).values({ email: email.slice(0, 254), clientHash: await clientHash(c.env, c.req.raw), success: valid && Boolean(user), atMs: Date.now() });
    // Keep the sign-in log to 90 days: about one sign-in in fifty clears older rows.
    if (Math.random() < 0.02) await db.delete(loginAttempts).where(lt(loginAttempts.atMs, Date.now() - LOGIN_LOG_DAYS * 24 * 60 * MINUTE));
    if (!user || !valid) throw new ApiError("unauthorized", "bad_credentials");
    await guard.loginSucceeded(source);
    if (needsRehash(user.passwordHash!)) {
      await db.update(users).set({ passwordHash: await hashPassword(body.password), updatedAt: nowIso }).where(eq(users.id, user.id));
    }
    user = await promoteConfiguredAdmin(db, c.env, user);
    return c.json(await signedInAnswer(c, user));
  })
  .post("/phone/start", validate("json", phoneStartBody), async (c) => {
    const body = c.req.valid("json");
    const address = clientAddress(c.req.raw);
    await enforceRateLimits(c, [{ key: `phone-start:ip:${address}`, rule: authLimits.phoneStartPerAddress }]);
    const verdict = await phoneGuard(c.env, body.phone).mailRequest(`address:${address}`, smsPolicy);
    if (!verdict.allowed) throw tooManyAttempts(c, verdict.retryAfterMs);
    // Every valid number gets a code (the first one creates the account), so the answer is the
    // same for all of them and says nothing about who has an account.
    const language = body.language ?? requestLanguage(c);
    afterAnswer(c, "sign-in SMS", () => sendPhoneCode(c.env, body.phone, language));
    c.header("Cache-Control", "no-store");
    return c.json({ status: "check-phone" } satisfies PhoneStarted, 202);
  })
  .post("/phone/verify", validate("json", phoneVerifyBody), async (c) => {
    const body = c.req.valid("json");
    await enforceRateLimits(c, [{ key: `phone-verify:ip:${clientAddress(c.req.raw)}`, rule: authLimits.phoneVerifyPerAddress }]);
    const db = createDatabase(c.env);
    // Count the try first, atomically: a sixth guess finds no usable code.
    const [pending] = await db
      .update(phoneCodes)
      .set({ attempts: sql`${phoneCodes.attempts} + 1` })
      .where(and(eq(phoneCodes.phone, body.phone), gt(phoneCodes.expiresAtMs, Date.now()), lt(phoneCodes.attempts, PHONE_CODE_MAX_ATTEMPTS)))
      .returning();
    const wrongCode = () => new ApiError("bad_request", INVALID_CODE, { attemptsLeft: pending ? Math.max(0, PHONE_CODE_MAX_ATTEMPTS - pending.attempts) : 0 });
    if (!pending || !(await codeMatches(pending.codeId, body.code, pending.codeHash))) throw wrongCode();
    // Single use, race-free: only one request can take the code.
    const [taken] = await db.delete(phoneCodes).where(and(eq(phoneCodes.phone, body.phone), eq(phoneCodes.codeId, pending.codeId))).returning({ phone: phoneCodes.phone });
    if (!taken) throw wrongCode();
    const { user, created } = await findOrCreatePhoneUser(db, body.phone, pending.language);
    // The owner proved the number: the SMS budget spent on the way starts afresh.
    await phoneGuard(c.env, body.phone).clear();
    return c.json({ ...(await signedInAnswer(c, user)), created } satisfies PhoneSignedIn);
  })
  .get("/me", requireUser, async (c) => {
    const user = currentUser(c);
    const balance = await walletBalance(c.env, user.id);
    c.header("Cache-Control", "no-store");
    return c.json(publicUser(user, balance));
  })
  .patch("/me", requireUser, validate("json", profileBody), async (c) => {
    const body = c.req.valid("json");
    const db = createDatabase(c.env);
    const changes: Partial<typeof users.$inferInsert> = {};
    if (body.name !== undefined) changes.name = body.name || null;
    if (body.phone !== undefined) changes.phone = body.phone || null;
    if (body.language !== undefined) changes.language = body.language;
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: nowIso })
      .where(eq(users.id, currentUser(c).id))
      .returning();
    c.header("Cache-Control", "no-store");
    return c.json(publicUser(row!, await walletBalance(c.env, row!.id)));
  })
  .post("/password", requireUser, validate("json", passwordBody), async (c) => {
    const body = c.req.valid("json");
    const user = currentUser(c);
    await enforceRateLimits(c, [{ key: `password:account:${user.id}`, rule: authLimits.passwordChangePerAccount }]);
    // An account made through Google has no password yet: it may set one without a current one.
    if (user.passwordHash !== null && !(await verifyPassword(body.currentPassword ?? "", user.passwordHash))) {
      throw new ApiError("unauthorized", "wrong_current_password");
    }
    const db = createDatabase(c.env);
    // Compare-and-set on the token version this request was authorised with, in one UPDATE:
    // of simultaneous changes exactly one wins; the others changed nothing and answer 409.
    const [row] = await db
      .update(users)
      .set({ passwordHash: await hashPassword(body.newPassword), tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: nowIso })
      .where(and(eq(users.id, user.id), eq(users.tokenVersion, user.tokenVersion)))
      .returning();
    if (!row) throw new ApiError("conflict", "password_changed_concurrently");
    // Every other session ends; this one continues with a new token.
    return c.json(await signedInAnswer(c, row));
  })
  .post("/logout", async (c) => {
    const user = await identify(c);
    const claims = c.get("claims");
    if (user && claims) {
      const db = createDatabase(c.env);
      await db.insert(revokedTokens).values({ jti: claims.jti, expiresAtMs: claims.exp * 1000 }).onConflictDoNothing();
      // Tokens past their expiry fail anyway: their revocations can go.
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAtMs, Date.now()));
    }
    deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true });
    c.header("Cache-Control", "no-store");
    return c.body(null, 204);
  })
  .post("/reset-pin/request", validate("json", resetRequestBody), async (c) => {
    const { email: address } = c.req.valid("json");
    await allowMail(c, address);
    const fallbackLanguage = requestLanguage(c);
    afterAnswer(c, "reset code", async () => {
      const db = createDatabase(c.env);
      const user = await findUserByEmail(db, address);
      if (user?.email) await issueResetCode(c.env, db, { ...user, email: user.email }, fallbackLanguage);
    });
    c.header("Cache-Control", "no-store");
    return c.json({ message: "If an account exists for this email, we have sent a 6-digit code to it. It works for 15 minutes." }, 202);
  })
  .post("/reset-pin/confirm", validate("json", resetConfirmBody), async (c) => {
    const body = c.req.valid("json");
    await enforceRateLimits(c, [{ key: `reset-confirm:ip:${clientAddress(c.req.raw)}`, rule: authLimits.resetConfirmPerAddress }]);
    const email = normaliseEmail(body.email);
    const guard = accountGuard(c.env, email);
    // Tries are counted per email whether or not it has an account, so a wrong code answers
    // the same `attemptsLeft` for both (the code's own count below is what enforces the five).
    const tries = await guard.codeCheck(RESET_CODE_TTL_MS);
    const wrongCode = () => new ApiError("bad_request", INVALID_CODE, { attemptsLeft: Math.max(0, RESET_CODE_MAX_ATTEMPTS - tries) });
    const db = createDatabase(c.env);
    const user = await findUserByEmail(db, email);
    const now = Date.now();
    // Count the try first, atomically: a sixth guess finds no usable code. An unknown email runs
    // the same statement and matches nothing.
    const [code] = await db
      .update(passwordResetCodes)
      .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
      .where(
        and(
          eq(passwordResetCodes.userId, user?.id ?? ""),
          isNull(passwordResetCodes.usedAtMs),
          gt(passwordResetCodes.expiresAtMs, now),
          lt(passwordResetCodes.attempts, RESET_CODE_MAX_ATTEMPTS),
        ),
      )
      .returning();
    if (!user || !code || !(await codeMatches(code.id, body.code, code.codeHash))) throw wrongCode();
    // Single use, race-free: only one request can mark it used.
    const [used] = await db
      .update(passwordResetCodes)
      .set({ usedAtMs: now })
      .where(and(eq(passwordResetCodes.id, code.id), isNull(passwordResetCodes.usedAtMs)))
      .returning({ id: passwordResetCodes.id });
    if (!used) throw wrongCode();
    const [row] = await db
      .update(users)
      .set({ passwordHash: await hashPassword(body.password), tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: nowIso })
      .where(eq(users.id, user.id))
      .returning();
    // The owner proved the mailbox: every sign-in delay and mail budget of the account ends.
    await guard.clear();
    return c.json(await signedInAnswer(c, row!));
  })
  .get("/providers", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ password: true, google: googleConfigured(c.env) } satisfies Providers);
  })
  .get("/google", validate("query", googleStartQuery), (c) => {
    if (!googleConfigured(c.env)) throw new ApiError("feature_disabled", "google_not_configured");
    const state = generateState();
    const verifier = generateCodeVerifier();
    const url = googleClient(c.env, new URL(c.req.url).origin).createAuthorizationURL(state, verifier, ["openid", "email", "profile"]);
    const cookie = { httpOnly: true, secure: true, sameSite: "Lax", path: GOOGLE_COOKIE_PATH, maxAge: GOOGLE_COOKIE_MAX_AGE } as const;
    setCookie(c, GOOGLE_STATE_COOKIE, state, cookie);
    setCookie(c, GOOGLE_VERIFIER_COOKIE, verifier, cookie);
    const redirect = safeRedirectPath(c.req.valid("query").redirect);
    if (redirect) setCookie(c, GOOGLE_REDIRECT_COOKIE, redirect, cookie);
    else deleteCookie(c, GOOGLE_REDIRECT_COOKIE, { path: GOOGLE_COOKIE_PATH, secure: true });
    c.header("Cache-Control", "no-store");
    return c.redirect(url.toString(), 302);
  })
  .get("/google/callback", async (c) => {
    const query = c.req.query();
    const storedState = getCookie(c, GOOGLE_STATE_COOKIE);
    const verifier = getCookie(c, GOOGLE_VERIFIER_COOKIE);
    const redirect = safeRedirectPath(getCookie(c, GOOGLE_REDIRECT_COOKIE));
    for (const name of [GOOGLE_STATE_COOKIE, GOOGLE_VERIFIER_COOKIE, GOOGLE_REDIRECT_COOKIE]) deleteCookie(c, name, { path: GOOGLE_COOKIE_PATH, secure: true });
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    // Back to the SPA in the language of the page the user started from.
    const locale = localeFromPath(redirect ?? "/") ?? "en";
    const fail = (error: "google_auth_failed" | "no_user") => c.redirect(`${localizePath("/login", locale)}?error=${error}`, 302);
    if (!googleConfigured(c.env) || !query.code || !query.state || !storedState || !verifier) return fail("google_auth_failed");
    if (!constantTimeEqual(new TextEncoder().encode(query.state), new TextEncoder().encode(storedState))) return fail("google_auth_failed");
    let idToken: string;
    try {
      const tokens = await googleClient(c.env, new URL(c.req.url).origin).validateAuthorizationCode(query.code, verifier);
      idToken = tokens.idToken();
    } catch (err) {
      console.error(JSON.stringify({ level: "warn", message: "Google code exchange failed", error: String(err) }));
      return fail("google_auth_failed");
    }
    const identity = identityFromIdToken(c.env, idToken);
    if (identity === null) return fail("google_auth_failed");
    if (identity === "no-email") return fail("no_user");
    const db = createDatabase(c.env);
    const existing = await findUserByEmail(db, identity.email);
    let user = existing ?? (await createUser(db, c.env, { email: identity.email, passwordHash: null, name: identity.name }));
    // Analytics tells a new account (signup_completed) from a returning one (login).
    const created = !existing && user !== undefined;
    // Lost a race with a simultaneous first sign-in: the other request created the row.
    user ??= await findUserByEmail(db, identity.email);
    if (!user) return fail("no_user");
    user = await promoteConfiguredAdmin(db, c.env, user);
    const { token, user: shown } = await signedInAnswer(c, user);
    const params = new URLSearchParams({ token, auth: "google", user: JSON.stringify(shown) });
    if (created) params.set("signup", "1");
    if (redirect) params.set("redirect", redirect);
    return c.redirect(`${localizePath("/auth/success", locale)}?${params.toString()}`, 302);
  })
  .onError(handleErrorWithMessage);
