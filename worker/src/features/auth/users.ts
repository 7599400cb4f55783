/** Account records: look-ups, creation and the public view of a user the API answers. */
import { eq, getTableColumns, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { revokedTokens, type UserRow, users } from "../../db/schema";
import type { Env } from "../../env";
import type { PublicUser } from "@contract/auth";

/** Emails compare case-insensitively: stored and looked up lower-cased and trimmed. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The user as `/api/auth/me` and the login answer give it: `@contract/auth`. */
export type { PublicUser };

/**
 * `balancePaise`: the `Wallet` object's balance (`walletBalance`); the row's `balance_paise` is
 * only a read copy the object writes for reporting, possibly a moment behind.
 */
export function publicUser(row: UserRow, balancePaise = row.balancePaise): PublicUser {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    name: row.name,
    phone: row.phone,
    language: row.language,
    balance: balancePaise,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt,
  };
}

/** `ADMIN_EMAILS`: comma- or space-separated addresses that become administrators on sign-up or sign-in. */
export function isConfiguredAdmin(env: Env, email: string | null): boolean {
  if (email === null) return false;
  return (env.ADMIN_EMAILS ?? "")
    .split(/[\s,]+/)
    .filter(Boolean)
    .some((admin) => normaliseEmail(admin) === email);
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, normaliseEmail(email))).limit(1);
  return row;
}

/** The account whose phone sign-in is `phoneE164` (a number proven by an SMS code). */
export async function findUserByPhone(db: Database, phoneE164: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phoneE164, phoneE164)).limit(1);
  return row;
}

/**
 * The account of a number whose SMS code was just confirmed, created on first use (no email, no
 * password; `phone` shows the same number). Race-free: a simultaneous first sign-in that
 * created the row first is found instead.
 */
export async function findOrCreatePhoneUser(db: Database, phoneE164: string, language: UserRow["language"]): Promise<{ user: UserRow; created: boolean }> {
  const [created] = await db
    .insert(users)
    .values({ id: crypto.randomUUID(), email: null, passwordHash: null, phone: phoneE164, phoneE164, language })
    .onConflictDoNothing({ target: users.phoneE164 })
    .returning();
  if (created) return { user: created, created: true };
  const existing = await findUserByPhone(db, phoneE164);
  if (!existing) throw new Error("phone account vanished between insert and select");
  return { user: existing, created: false };
}

/** The user behind a token, with whether that token was signed out, in one round trip. */
export async function findUserForToken(db: Database, userId: string, jti: string): Promise<{ user: UserRow; revoked: boolean } | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(users), revoked: sql<number>`exists(select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${jti})` })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  const { revoked, ...user } = row;
  return { user, revoked: Boolean(revoked) };
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  name?: string | null;
  language?: UserRow["language"];
}

/** Creates the account; `undefined` when the email is already taken (checked by the unique index, race-free). */
export async function createUser(db: Database, env: Env, input: NewUser): Promise<UserRow | undefined> {
  const email = normaliseEmail(input.email);
  const [row] = await db
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      email,
      passwordHash: input.passwordHash,
      name: input.name ?? null,
      language: input.language ?? "en",
      role: isConfiguredAdmin(env, email) ? "admin" : "user",
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

/** Promotes an `ADMIN_EMAILS` account that is not yet an administrator. */
export async function promoteConfiguredAdmin(db: Database, env: Env, user: UserRow): Promise<UserRow> {
  if (user.role === "admin" || !isConfiguredAdmin(env, user.email)) return user;
  const [row] = await db
    .update(users)
    .set({ role: "admin", updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
    .where(eq(users.id, user.id))
    .returning();
  return row ?? user;
}
