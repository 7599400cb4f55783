/** `/api/auth/*`: the account requests and answers (spec §7: login gives `{ token, user }`). */
import * as v from "valibot";
import { isPlainText } from "./wallet";
import { text } from "./messages";
import { apiLanguages } from "./common";
import { indianMobileE164 } from "./phone";

export const roles = ["user", "astrologer", "admin"] as const;
export type Role = (typeof roles)[number];

const email = v.pipe(v.string(), v.trim(), v.maxLength(254, text("too_long", { field: "Email" })), v.email(text("email_invalid")));
const newPassword = v.pipe(
  v.string(),
  v.minLength(8, text("min_chars", { field: "Password", min: 8 })),
  v.maxLength(128, text("max_chars", { field: "Password", max: 128 })),
);
const optionalName = v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(80, text("max_chars", { field: "Name", max: 80 })))));

const sixDigitCode = v.pipe(v.string(), v.regex(/^\d{6}$/, text("reset_code_format")));

/** Sign-up, step 1: always answers 202 `signupStarted`; the mail says what happens next. */
export const signupBody = v.strictObject({ email, password: newPassword, name: optionalName, language: v.optional(v.picklist(apiLanguages)) });
/** Sign-up, step 2: the mailed code creates the account (with step 1's password, or `password` when given) and signs in. */
export const signupVerifyBody = v.strictObject({ email, code: sixDigitCode, password: v.optional(newPassword) });
/** The answer to step 1, the same whether or not the email has an account. */
export const signupStarted = v.object({ status: v.literal("check-email") });
export type SignupStarted = v.InferOutput<typeof signupStarted>;
/** Any text as email (a wrong one is simply a failed sign-in), but no half of a surrogate pair, which the database refuses. */
export const loginBody = v.object({ email: v.pipe(v.string(), v.maxLength(254), v.check(isPlainText, text("control_chars", { field: "Email" }))), password: v.pipe(v.string(), v.maxLength(1024)) });
export const profileBody = v.strictObject({
  name: optionalName,
  phone: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.regex(/^(\+?[0-9][0-9 -]{6,18}[0-9])?$/, text("phone_invalid"))))),
  language: v.optional(v.picklist(apiLanguages)),
});
export const passwordBody = v.strictObject({ currentPassword: v.optional(v.pipe(v.string(), v.maxLength(1024))), newPassword });
export const resetRequestBody = v.strictObject({ email });
export const resetConfirmBody = v.strictObject({ email, code: sixDigitCode, password: newPassword });
/** A mobile number as typed, read as an Indian mobile and answered in E.164 (`@contract/phone`). */
export const indianMobile = v.pipe(
  v.string(),
  v.maxLength(32, text("phone_mobile_invalid")),
  v.check((input) => indianMobileE164(input) !== null, text("phone_mobile_invalid")),
  v.transform((input) => indianMobileE164(input)!),
);
/** Phone sign-in, step 1: always answers 202 `phoneStarted`; the SMS carries the code. */
export const phoneStartBody = v.strictObject({ phone: indianMobile, language: v.optional(v.picklist(apiLanguages)) });
/** Phone sign-in, step 2: the SMS code signs in, creating the account on first use. */
export const phoneVerifyBody = v.strictObject({ phone: indianMobile, code: sixDigitCode });
/** The answer to step 1, the same for every valid number. */
export const phoneStarted = v.object({ status: v.literal("check-phone") });
export type PhoneStarted = v.InferOutput<typeof phoneStarted>;
export const googleStartQuery = v.object({ redirect: v.optional(v.string()) });
/** What Google sends back (the route reads it itself: every failure goes to the login page). */
export const googleCallbackQuery = v.object({ code: v.optional(v.string()), state: v.optional(v.string()), error: v.optional(v.string()) });

/** The user as `/api/auth/me` and the login answer give it (spec §3 User; balance in paise). */
export const publicUser = v.object({
  id: v.string(),
  /** Null for an account made by phone sign-in without an email. */
  email: v.nullable(v.string()),
  role: v.picklist(roles),
  name: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  language: v.picklist(apiLanguages),
  /** Wallet balance in paise. */
  balance: v.number(),
  /** False for an account made through Google that has not set a password. */
  hasPassword: v.boolean(),
  createdAt: v.string(),
});
export type PublicUser = v.InferOutput<typeof publicUser>;

/** A sign-in's answer: the bearer token (also set as the httpOnly `session` cookie) and the user. */
export const signedIn = v.object({ token: v.string(), user: publicUser });
export type SignedIn = v.InferOutput<typeof signedIn>;

/** A phone sign-in's answer: as any sign-in, and whether this code made the account (analytics' signup_completed). */
export const phoneSignedIn = v.object({ ...signedIn.entries, created: v.boolean() });
export type PhoneSignedIn = v.InferOutput<typeof phoneSignedIn>;

export const resetRequested = v.object({ message: v.string() });
export const providers = v.object({ password: v.boolean(), google: v.boolean() });
export type Providers = v.InferOutput<typeof providers>;

/** `GET /api/admin/users`. */
export const adminUsersQuery = v.strictObject({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254))),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, text("page_number")), v.transform(Number)), "1"),
});
export const adminUsersAnswer = v.object({ users: v.array(publicUser), total: v.number(), page: v.number(), pageSize: v.number() });
export const adminUserParam = v.object({ id: v.pipe(v.string(), v.uuid(text("user_id"))) });
export const adminRoleBody = v.strictObject({ role: v.picklist(roles) });
