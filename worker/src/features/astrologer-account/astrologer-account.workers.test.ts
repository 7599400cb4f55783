/**
 * The astrologer's account under workerd with a real sqld and the simulated R2 bucket: applying,
 * an administrator's approval (the role, the link, the listing), the profile and its validation,
 * and photos stored, served back and refused by their bytes and size.
 */
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Application, AstrologerProfile, AstrologerProfileBody, DecisionAnswer } from "@contract/astrologer-account";
import type { Astrologer } from "@contract/astrologers";
import type { ErrorBody } from "@contract/common";
import { createApp } from "../../app";
import { createDatabase } from "../../db/client";
import { astrologers, auditLog } from "../../db/schema";
import { signUpThroughMail } from "../auth/signup.testing";

const app = createApp();
const testEnv = { ...env, ADMIN_EMAILS: "applications.boss@example.com" };

async function call(method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}) {
  const all: Record<string, string> = { "CF-Connecting-IP": "192.0.2.77", ...headers };
  if (body !== undefined && !(body instanceof Uint8Array)) all["Content-Type"] ??= "application/json";
  if (token) all.Authorization = `Bearer ${token}`;
  const ctx = createExecutionContext();
  const res = await app.request(
    path,
    { method, headers: all, body: body === undefined ? undefined : body instanceof Uint8Array ? body : typeof body === "string" ? body : JSON.stringify(body) },
    testEnv,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

async function signUp(email: string): Promise<{ token: string; id: string }> {
  const address = `192.0.2.${Math.floor(Math.random() * 200) + 1}`;
  const signed = await signUpThroughMail(
    async (path, body) => {
      const ctx = createExecutionContext();
      const res = await app.request(path, { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": address }, body: JSON.stringify(body) }, testEnv, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    },
    { email, password: "long enough 1" },
  );
  return { token: signed.token, id: signed.user.id };
}

const unique = () => crypto.randomUUID().slice(0, 8);

let admin: Promise<{ token: string; id: string }> | undefined;
/** The one administrator of this file (ADMIN_EMAILS), signed up once. */
function theAdmin() {
  admin ??= signUp("applications.boss@example.com");
  return admin;
}

const application = (name: string) => ({
  name,
  bio: "Reads charts in the Parashari way with the running dashas, for career and family questions.",
  experienceYears: 7,
  languages: ["ta", "en"],
  specialties: ["vedic", "career"],
  chatRatePaise: 2500,
});

/** A new user who applies and is approved: their token, id and the astrologer's slug. */
async function newAstrologer(): Promise<{ token: string; id: string; slug: string; astrologerId: string }> {
  const user = await signUp(`astro.${unique()}@example.com`);
  const name = `Test Jyotishi ${unique()}`;
  const applied = await call("POST", "/api/astrologer/applications", user.token, application(name));
  expect(applied.status, await applied.clone().text()).toBe(201);
  const { id } = (await applied.json()) as Application;
  const approved = await call("POST", `/api/admin/astrologer-applications/${id}/approve`, (await theAdmin()).token, {});
  expect(approved.status, await approved.clone().text()).toBe(200);
  const answer = (await approved.json()) as DecisionAnswer;
  return { ...user, slug: answer.astrologerSlug!, astrologerId: answer.application.astrologerId! };
}

function profileBody(profile: AstrologerProfile, changes: Partial<AstrologerProfileBody> = {}): AstrologerProfileBody {
  const { name, nameHi, nameTa, nameTe, bio, bioHi, bioTa, bioTe, languages, specialties, experienceYears, chatRatePaise, callRatePaise, videoRatePaise, availability } = profile;
  return { name, nameHi, nameTa, nameTe, bio, bioHi, bioTa, bioTe, languages: languages as AstrologerProfileBody["languages"], specialties: specialties as AstrologerProfileBody["specialties"], experienceYears, chatRatePaise, callRatePaise, videoRatePaise, availability, ...changes };
}

/** A minimal valid PNG (1×1, one transparent pixel). */
const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="), (ch) => ch.charCodeAt(0));

describe("applying to become an astrologer", () => {
  it("apply → an administrator approves → the account is an astrologer's, linked, and the listing shows the new astrologer", async () => {
    const user = await signUp(`applicant.${unique()}@example.com`);
    expect(await (await call("GET", "/api/astrologer/application", user.token)).json()).toEqual({ application: null });

    const name = `Kavya Subramanian ${unique()}`;
    const applied = await call("POST", "/api/astrologer/applications", user.token, application(name));
    expect(applied.status).toBe(201);
    const filed = (await applied.json()) as Application;
    expect(filed).toMatchObject({ status: "pending", name, chatRatePaise: 2500, astrologerId: null });
    // One pending application at a time.
    const second = await call("POST", "/api/astrologer/applications", user.token, application(name));
    expect(second.status).toBe(409);
    expect(((await second.json()) as ErrorBody).error.messageCode).toBe("application_pending");

    const boss = await theAdmin();
    const pending = (await (await call("GET", "/api/admin/astrologer-applications?status=pending", boss.token)).json()) as { applications: (Application & { email: string })[] };
    expect(pending.applications.find((a) => a.id === filed.id)).toMatchObject({ status: "pending", email: expect.stringContaining("applicant.") });

    const approved = await call("POST", `/api/admin/astrologer-applications/${filed.id}/approve`, boss.token, { note: "Welcome" });
    expect(approved.status).toBe(200);
    const decision = (await approved.json()) as DecisionAnswer;
    expect(decision.application).toMatchObject({ status: "approved", note: "Welcome" });
    expect(decision.astrologerSlug).toMatch(/^kavya-subramanian-/);
    // Approving twice answers the same astrologer, and creates no second one.
    const again = (await (await call("POST", `/api/admin/astrologer-applications/${filed.id}/approve`, boss.token, {})).json()) as DecisionAnswer;
    expect(again).toMatchObject({ astrologerSlug: decision.astrologerSlug, application: { astrologerId: decision.application.astrologerId } });
    const linked = await createDatabase(env).select().from(astrologers).where(eq(astrologers.userId, user.id));
    expect(linked).toHaveLength(1);
    // A rejection cannot undo an approval.
    expect((await call("POST", `/api/admin/astrologer-applications/${filed.id}/reject`, boss.token, {})).status).toBe(409);
    // The approval is in the audit log once (approving again wrote nothing).
    const audited = await createDatabase(env).select().from(auditLog).where(and(eq(auditLog.entity, "application"), eq(auditLog.entityId, filed.id)));
    expect(audited).toMatchObject([{ action: "application.approve", before: { status: "pending" }, after: { status: "approved", note: "Welcome", astrologerId: decision.application.astrologerId, slug: decision.astrologerSlug } }]);

    // The same token now reads the new role, and the profile is the application's.
    expect(await (await call("GET", "/api/auth/me", user.token)).json()).toMatchObject({ role: "astrologer" });
    expect(await (await call("GET", "/api/astrologer/application", user.token)).json()).toMatchObject({ application: { status: "approved" } });
    const profile = (await (await call("GET", "/api/astrologer/profile", user.token)).json()) as AstrologerProfile;
    expect(profile).toMatchObject({ slug: decision.astrologerSlug, name, chatRatePaise: 2500, languages: ["ta", "en"], isOnline: false, hasPhoto: false });
    const listing = (await (await call("GET", "/api/astrologers?sort=experience")).json()) as Astrologer[];
    expect(listing.find((a) => a.slug === decision.astrologerSlug)).toMatchObject({ name, ratePerMinute: 25, experience: 7 });
    // An astrologer does not apply again.
    expect((await call("POST", "/api/astrologer/applications", user.token, application(name))).status).toBe(409);
  });

  it("a rejected application shows its note, and the user may apply again", async () => {
    const user = await signUp(`rejected.${unique()}@example.com`);
    const filed = (await (await call("POST", "/api/astrologer/applications", user.token, application("Rejected Applicant"))).json()) as Application;
    const rejected = await call("POST", `/api/admin/astrologer-applications/${filed.id}/reject`, (await theAdmin()).token, { note: "Please add your training" });
    expect(rejected.status).toBe(200);
    expect(await (await call("GET", "/api/astrologer/application", user.token)).json()).toMatchObject({ application: { status: "rejected", note: "Please add your training" } });
    const audited = await createDatabase(env).select().from(auditLog).where(and(eq(auditLog.entity, "application"), eq(auditLog.entityId, filed.id)));
    expect(audited).toMatchObject([{ action: "application.reject", before: { status: "pending", note: null }, after: { status: "rejected", note: "Please add your training" } }]);
    expect(await (await call("GET", "/api/auth/me", user.token)).json()).toMatchObject({ role: "user" });
    expect((await call("POST", "/api/astrologer/applications", user.token, application("Rejected Applicant"))).status).toBe(201);
  });

  it("non-astrologers get 403 on the astrologer's routes, and non-administrators 403 on the applications", async () => {
    const user = await signUp(`plain.${unique()}@example.com`);
    const astrologer = await newAstrologer();
    expect((await call("GET", "/api/astrologer/profile", user.token)).status).toBe(403);
    const profile = (await (await call("GET", "/api/astrologer/profile", astrologer.token)).json()) as AstrologerProfile;
    expect((await call("PUT", "/api/astrologer/profile", user.token, profileBody(profile))).status).toBe(403);
    expect((await call("POST", "/api/astrologer/photo", user.token, PNG, { "Content-Type": "image/png" })).status).toBe(403);
    const admin = await theAdmin();
    expect((await call("GET", "/api/astrologer/profile", admin.token)).status).toBe(403);
    for (const token of [user.token, astrologer.token]) {
      expect((await call("GET", "/api/admin/astrologer-applications", token)).status).toBe(403);
      expect((await call("POST", `/api/admin/astrologer-applications/apl_${"0".repeat(32)}/approve`, token, {})).status).toBe(403);
    }
    expect((await call("POST", `/api/admin/astrologer-applications/apl_${"0".repeat(32)}/approve`, admin.token, {})).status).toBe(404);
  });
});

describe("the astrologer's profile", () => {
  it("reads and replaces the profile: bio, translations, languages, specialties, rates and weekly hours", async () => {
    const astrologer = await newAstrologer();
    const profile = (await (await call("GET", "/api/astrologer/profile", astrologer.token)).json()) as AstrologerProfile;
    const bio = "Twenty years of Jaimini and Parashari practice; I answer questions on marriage timing with care.";
    const saved = await call(
      "PUT",
      "/api/astrologer/profile",
      astrologer.token,
      profileBody(profile, {
        bio,
        bioTa: "இருபது ஆண்டுகளாக ஜைமினி, பராசர முறைகளில் ஜாதகம் பார்க்கிறேன்; திருமண காலம் பற்றிக் கவனமாகச் சொல்வேன்.",
        nameHi: "",
        specialties: ["marriage", "kp"],
        chatRatePaise: 3000,
        callRatePaise: 4500,
        videoRatePaise: 3000,
        availability: [
          { day: 1, from: "18:00", to: "21:00" },
          { day: 1, from: "09:00", to: "12:30" },
          { day: 6, from: "10:00", to: "24:00" },
        ],
      }),
    );
    expect(saved.status, await saved.clone().text()).toBe(200);
    const answer = (await saved.json()) as AstrologerProfile;
    expect(answer).toMatchObject({
      bio,
      nameHi: null,
      specialties: ["marriage", "kp"],
      chatRatePaise: 3000,
      callRatePaise: 4500,
      // Equal to the chat rate: stored as "the chat rate".
      videoRatePaise: null,
      availability: [
        { day: 1, from: "09:00", to: "12:30" },
        { day: 1, from: "18:00", to: "21:00" },
        { day: 6, from: "10:00", to: "24:00" },
      ],
    });
    expect(await (await call("GET", "/api/astrologer/profile", astrologer.token)).json()).toEqual(answer);
    const publicProfile = (await (await call("GET", `/api/astrologers/${astrologer.slug}?lang=ta`)).json()) as Astrologer;
    expect(publicProfile).toMatchObject({ ratePerMinute: 30, bio: expect.stringContaining("ஜைமினி") });
  });

  it("refuses bad input with 400 in the error shape: rates, bio length, lone surrogates, control characters, hours", async () => {
    const astrologer = await newAstrologer();
    const profile = (await (await call("GET", "/api/astrologer/profile", astrologer.token)).json()) as AstrologerProfile;
    const cases: [Partial<AstrologerProfileBody>, string, string][] = [
      [{ chatRatePaise: 400 }, "chatRatePaise", "rate_paise"],
      [{ chatRatePaise: 100_100 }, "chatRatePaise", "rate_paise"],
      [{ callRatePaise: 2550 }, "callRatePaise", "rate_paise"],
      [{ bio: "Too short" }, "bio", "min_chars"],
      [{ bio: "x".repeat(2001) }, "bio", "max_chars"],
      [{ bio: `A lone half of a pair \uD83D is not text anyone can read back.` }, "bio", "control_chars"],
      [{ name: "Name\u0007Bell" }, "name", "control_chars"],
      [{ specialties: ["vedic", "astrophysics"] as never }, "specialties.1", "unknown_specialty"],
      [{ languages: ["en", "en"] }, "languages", "listed_twice"],
      [{ availability: [{ day: 2, from: "12:00", to: "09:00" }] }, "availability.0", "window_order"],
      [{ availability: [{ day: 7, from: "09:00", to: "10:00" }] }, "availability.0.day", "weekday_range"],
      [{ availability: [{ day: 3, from: "9:00", to: "10:00" }] }, "availability.0.from", "hhmm_format"],
      [{ availability: [{ day: 3, from: "09:00", to: "12:00" }, { day: 3, from: "11:00", to: "13:00" }] }, "availability", "windows_overlap"],
      [
        { availability: ["06:00", "08:00", "10:00", "12:00"].map((from) => ({ day: 4, from, to: from.replace(/^(\d\d)/, (h) => String(Number(h) + 1).padStart(2, "0")) })) },
        "availability",
        "windows_per_day",
      ],
    ];
    for (const [changes, path, code] of cases) {
      const res = await call("PUT", "/api/astrologer/profile", astrologer.token, profileBody(profile, changes));
      expect(res.status, `${JSON.stringify(changes).slice(0, 80)}`).toBe(400);
      const body = (await res.json()) as ErrorBody;
      expect(body.error.code).toBe("validation_failed");
      expect(body.error.details, JSON.stringify(changes).slice(0, 80)).toContainEqual(expect.objectContaining({ path, code }));
    }
    // A lone surrogate sent as a JSON escape is refused the same way (the database would refuse it).
    const raw = JSON.stringify(profileBody(profile)).replace(/"bio":"/, '"bio":"\\udc00 a broken character, then enough text to pass the length ');
    const lone = await call("PUT", "/api/astrologer/profile", astrologer.token, raw);
    expect(lone.status).toBe(400);
    expect(((await lone.json()) as ErrorBody).error.details).toContainEqual(expect.objectContaining({ path: "bio", code: "control_chars" }));
    // Nothing was saved.
    expect(await (await call("GET", "/api/astrologer/profile", astrologer.token)).json()).toEqual(profile);
  });
});

describe("the astrologer's photo", () => {
  it("stores an upload in R2 and serves it back with its type, immutable; a new upload replaces and deletes the old one", async () => {
    const astrologer = await newAstrologer();
    const uploaded = await call("POST", "/api/astrologer/photo", astrologer.token, PNG, { "Content-Type": "image/png" });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const profile = (await uploaded.json()) as AstrologerProfile;
    expect(profile.hasPhoto).toBe(true);
    expect(profile.image).toMatch(new RegExp(`^/api/astrologers/${astrologer.slug}/photo\\?v=[0-9a-f]{24}$`));

    const served = await call("GET", profile.image);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    // The listing's card shows the photo.
    expect(await (await call("GET", `/api/astrologers/${astrologer.slug}`)).json()).toMatchObject({ image: profile.image });

    const [row] = await createDatabase(env).select({ photoKey: astrologers.photoKey }).from(astrologers).where(eq(astrologers.id, astrologer.astrologerId));
    expect(row?.photoKey).toMatch(new RegExp(`^astrologers/${astrologer.astrologerId}/[0-9a-f]{24}\\.png$`));
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, ...new Array(64).fill(7)]);
    const replaced = (await (await call("POST", "/api/astrologer/photo", astrologer.token, jpeg, { "Content-Type": "image/jpeg" })).json()) as AstrologerProfile;
    expect(replaced.image).not.toBe(profile.image);
    expect(await env.PHOTOS.head(row!.photoKey!)).toBeNull();
    const second = await call("GET", `/api/astrologers/${astrologer.astrologerId}/photo`);
    expect(second.headers.get("Content-Type")).toBe("image/jpeg");
  });

  it("refuses a PNG header on a body that is not a PNG (415), other types (415), and more than 2 MB (413)", async () => {
    const astrologer = await newAstrologer();
    const text = new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>");
    const disguised = await call("POST", "/api/astrologer/photo", astrologer.token, text, { "Content-Type": "image/png" });
    expect(disguised.status).toBe(415);
    expect(((await disguised.json()) as ErrorBody).error.messageCode).toBe("photo_type");
    expect((await call("POST", "/api/astrologer/photo", astrologer.token, PNG, { "Content-Type": "image/gif" })).status).toBe(415);
    // The bytes must agree with the header: a PNG sent as JPEG is refused too.
    expect((await call("POST", "/api/astrologer/photo", astrologer.token, PNG, { "Content-Type": "image/jpeg" })).status).toBe(415);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooLarge = await call("POST", "/api/astrologer/photo", astrologer.token, big, { "Content-Type": "image/png" });
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as ErrorBody).error.code).toBe("payload_too_large");
    // Exactly 2 MB is accepted.
    const limit = big.subarray(0, 2 * 1024 * 1024);
    expect((await call("POST", "/api/astrologer/photo", astrologer.token, limit, { "Content-Type": "image/png" })).status).toBe(200);
    expect(await (await call("GET", "/api/astrologer/profile", astrologer.token)).json()).toMatchObject({ hasPhoto: true });
  });

  it("answers 404 for an astrologer without a photo", async () => {
    const res = await call("GET", "/api/astrologers/ast_01/photo");
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).error.messageCode).toBe("no_photo");
  });
});
