/**
 * The astrologer's own account (issue 21): the profile they edit, their photo in R2, and the
 * applications of users who want to become astrologers. Every query is filtered by the caller:
 * an astrologer reaches only the `astrologers` row linked to their account (`user_id`).
 */
import { and, desc, eq, like, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { astrologerApplications, astrologers, users, type AstrologerApplicationRow, type AstrologerRow, type UserRow } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import {
  type Application,
  type ApplicationStatus,
  type AstrologerProfile,
  type DecisionAnswer,
  type PhotoContentType,
  applicationBody,
  astrologerProfileBody,
  photoExtension,
} from "@contract/astrologer-account";
import { astrologerSlug } from "@contract/astrologer-slug";
import type * as v from "valibot";
import { portraitUrl } from "../astrologers/astrologer";
import { auditEntry } from "../admin/audit";

type ProfileInput = v.InferOutput<typeof astrologerProfileBody>;
type ApplicationInput = v.InferOutput<typeof applicationBody>;

const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** A random lowercase hex string of `bytes` bytes. */
function randomHex(bytes: number): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export function toProfile(row: AstrologerRow): AstrologerProfile {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    nameHi: row.nameHi,
    nameTa: row.nameTa,
    nameTe: row.nameTe,
    bio: row.bio,
    bioHi: row.bioHi,
    bioTa: row.bioTa,
    bioTe: row.bioTe,
    languages: row.languages,
    specialties: row.specialties,
    experienceYears: row.experienceYears,
    chatRatePaise: row.ratePerMinutePaise,
    callRatePaise: row.callRatePerMinutePaise,
    videoRatePaise: row.videoRatePerMinutePaise,
    availability: row.availability,
    image: row.image || portraitUrl(row.id),
    hasPhoto: row.photoKey !== null,
    isOnline: row.isOnline,
  };
}

export async function updateProfile(db: Database, row: AstrologerRow, input: ProfileInput): Promise<AstrologerRow> {
  const [updated] = await db
    .update(astrologers)
    .set({
      name: input.name,
      nameHi: input.nameHi,
      nameTa: input.nameTa,
      nameTe: input.nameTe,
      bio: input.bio,
      bioHi: input.bioHi,
      bioTa: input.bioTa,
      bioTe: input.bioTe,
      languages: input.languages,
      specialties: input.specialties,
      experienceYears: input.experienceYears,
      ratePerMinutePaise: input.chatRatePaise,
      // A rate equal to the chat rate is stored as null ("the chat rate"), so it follows later changes.
      callRatePerMinutePaise: input.callRatePaise === input.chatRatePaise ? null : input.callRatePaise,
      videoRatePerMinutePaise: input.videoRatePaise === input.chatRatePaise ? null : input.videoRatePaise,
      availability: input.availability,
    })
    .where(eq(astrologers.id, row.id))
    .returning();
  return updated!;
}

// ——— Photos ———

/** The photo's URL: by slug (readable), with the object's random part so each upload is a new, immutable URL. */
export function photoUrl(slug: string, version: string): string {
  return `/api/astrologers/${encodeURIComponent(slug)}/photo?v=${version}`;
}

/**
 * Stores a new photo under `astrologers/<id>/<random>.<ext>`, points the row at it, then deletes
 * the old object (after the row no longer names it, so a failure leaves at worst an orphan, never
 * a broken image).
 */
export async function replacePhoto(db: Database, bucket: R2Bucket, row: AstrologerRow, bytes: Uint8Array, type: PhotoContentType): Promise<AstrologerRow> {
  const version = randomHex(12);
  const key = `astrologers/${row.id}/${version}.${photoExtension[type]}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: type } });
  const [updated] = await db
    .update(astrologers)
    .set({ photoKey: key, image: photoUrl(row.slug, version) })
    .where(eq(astrologers.id, row.id))
    .returning();
  if (row.photoKey && row.photoKey !== key) await bucket.delete(row.photoKey);
  return updated!;
}

export async function findPhotoKey(db: Database, idOrSlug: string): Promise<string | null> {
  const [row] = await db
    .select({ photoKey: astrologers.photoKey })
    .from(astrologers)
    .where(or(eq(astrologers.id, idOrSlug), eq(astrologers.slug, idOrSlug)))
    .limit(1);
  return row?.photoKey ?? null;
}

// ——— Applications ———

export function toApplication(row: AstrologerApplicationRow): Application {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    bio: row.bio,
    experienceYears: row.experienceYears,
    languages: row.languages,
    specialties: row.specialties,
    chatRatePaise: row.ratePerMinutePaise,
    status: row.status,
    note: row.note,
    astrologerId: row.astrologerId,
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
  };
}

/**
 * Files an application for a user who is not an astrologer. The insert itself checks that no
 * other application of the user is pending, so two racing submissions cannot both land.
 */
export async function apply(db: Database, user: UserRow, input: ApplicationInput): Promise<AstrologerApplicationRow> {
  if (user.role === "astrologer") throw new ApiError("conflict", "already_astrologer");
  const id = `apl_${randomHex(16)}`;
  await db.run(sql`
    insert into astrologer_applications (id, user_id, name, bio, experience_years, languages, specialties, rate_per_minute_paise)
    select ${id}, ${user.id}, ${input.name}, ${input.bio}, ${input.experienceYears}, ${JSON.stringify(input.languages)}, ${JSON.stringify(input.specialties)}, ${input.chatRatePaise}
    where not exists (select 1 from astrologer_applications where user_id = ${user.id} and status = 'pending')`);
  const [row] = await db.select().from(astrologerApplications).where(eq(astrologerApplications.id, id)).limit(1);
  if (!row) throw new ApiError("conflict", "application_pending");
  return row;
}

export async function latestApplication(db: Database, userId: string): Promise<AstrologerApplicationRow | null> {
  const [row] = await db
    .select()
    .from(astrologerApplications)
    .where(eq(astrologerApplications.userId, userId))
    .orderBy(desc(astrologerApplications.createdAt), desc(astrologerApplications.id))
    .limit(1);
  return row ?? null;
}

export async function listApplications(db: Database, status: ApplicationStatus | undefined) {
  const rows = await db
    .select({ application: astrologerApplications, email: users.email })
    .from(astrologerApplications)
    .innerJoin(users, eq(users.id, astrologerApplications.userId))
    .where(status ? eq(astrologerApplications.status, status) : undefined)
    .orderBy(desc(astrologerApplications.createdAt))
    .limit(200);
  return rows.map(({ application, email }) => ({ ...toApplication(application), email }));
}

async function findApplication(db: Database, id: string): Promise<AstrologerApplicationRow> {
  const [row] = await db.select().from(astrologerApplications).where(eq(astrologerApplications.id, id)).limit(1);
  if (!row) throw new ApiError("not_found", "no_such_application");
  return row;
}

async function decided(db: Database, row: AstrologerApplicationRow): Promise<DecisionAnswer> {
  if (!row.astrologerId) return { application: toApplication(row), astrologerSlug: null };
  const [astrologer] = await db.select({ slug: astrologers.slug }).from(astrologers).where(eq(astrologers.id, row.astrologerId)).limit(1);
  return { application: toApplication(row), astrologerSlug: astrologer?.slug ?? null };
}

/** The name's slug (`astrologerSlug`), with `-2`, `-3`… when taken; "astrologer" for a name with no Latin letters. */
async function freeSlug(db: Database, name: string): Promise<string> {
  const base = astrologerSlug(name) || "astrologer";
  const taken = new Set(
    (await db.select({ slug: astrologers.slug }).from(astrologers).where(or(eq(astrologers.slug, base), like(astrologers.slug, `${base}-%`)))).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Approves an application: creates the astrologer (offline, no reviews yet), links the account
 * and makes it an astrologer, and marks the application approved — one libSQL batch, which runs
 * as one transaction. Approving an approved application answers the same astrologer; a second
 * approval racing the first fails on the unique `user_id` and then reads the first's result.
 * An administrator who applied keeps the administrator role (only `user` becomes `astrologer`).
 */
export async function approve(db: Database, id: string, admin: Pick<UserRow, "id" | "email">, note: string | undefined): Promise<DecisionAnswer> {
  const row = await findApplication(db, id);
  if (row.status === "approved") return decided(db, row);
  if (row.status === "rejected") throw new ApiError("conflict", { code: "application_decided", params: { status: row.status } });
  const astrologerId = `ast_${randomHex(8)}`;
  const slug = await freeSlug(db, row.name);
  try {
    await db.batch([
      db.insert(astrologers).values({
        id: astrologerId,
        slug,
        name: row.name,
        isOnline: false,
        experienceYears: row.experienceYears,
        rating: 0,
        reviewsCount: 0,
        specialties: row.specialties,
        ratePerMinutePaise: row.ratePerMinutePaise,
        languages: row.languages,
        bio: row.bio,
        userId: row.userId,
      }),
      db.update(users).set({ role: "astrologer", updatedAt: nowIso }).where(and(eq(users.id, row.userId), eq(users.role, "user"))),
      db
        .update(astrologerApplications)
        .set({ status: "approved", astrologerId, note: note ?? row.note, decidedBy: admin.id, decidedAt: nowIso })
        .where(and(eq(astrologerApplications.id, id), eq(astrologerApplications.status, "pending"))),
      auditEntry(db, admin, {
        action: "application.approve",
        entity: "application",
        entityId: id,
        before: { status: row.status, note: row.note },
        after: { status: "approved", note: note ?? row.note, astrologerId, slug, userRole: "astrologer" },
      }),
    ]);
  } catch (error) {
    // Another approval won the race (the user is linked already): answer what it made.
    const again = await findApplication(db, id);
    if (again.status === "approved") return decided(db, again);
    throw error;
  }
  return decided(db, await findApplication(db, id));
}

/** Rejects a pending application with an optional note; rejecting again answers the same. */
export async function reject(db: Database, id: string, admin: Pick<UserRow, "id" | "email">, note: string | undefined): Promise<DecisionAnswer> {
  const row = await findApplication(db, id);
  if (row.status === "rejected") return decided(db, row);
  if (row.status === "approved") throw new ApiError("conflict", { code: "application_decided", params: { status: row.status } });
  await db.batch([
    db
      .update(astrologerApplications)
      .set({ status: "rejected", note: note ?? null, decidedBy: admin.id, decidedAt: nowIso })
      .where(and(eq(astrologerApplications.id, id), eq(astrologerApplications.status, "pending"))),
    auditEntry(db, admin, { action: "application.reject", entity: "application", entityId: id, before: { status: row.status, note: row.note }, after: { status: "rejected", note: note ?? null } }),
  ]);
  return decided(db, await findApplication(db, id));
}
