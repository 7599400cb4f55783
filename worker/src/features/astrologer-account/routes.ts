/**
 * The astrologer's account (issue 21): `/api/astrologer/{profile,photo,applications,application}`
 * for the signed-in caller, the public photo at `/api/astrologers/:idOrSlug/photo`, and the
 * administrator's `/api/admin/astrologer-applications`. Roles are checked per route (not with a
 * sub-app `use`), because `/api/astrologer/*` also holds routes for users who are not astrologers.
 */
import { Hono } from "hono";
import { storedImageResponse } from "../../lib/stored-image";
import { createDatabase } from "../../db/client";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { astrologerParam } from "@contract/astrologers";
import {
  MAX_PHOTO_BYTES,
  applicationBody,
  applicationParam,
  applicationsQuery,
  astrologerProfileBody,
  decisionBody,
  photoContentTypes,
  sniffPhotoType,
} from "@contract/astrologer-account";
import { currentUser, requireRole, requireUser } from "../auth/middleware";
// The one check of "the signed-in astrologer's row" (403 for anyone else), shared with the consultations.
import { ownAstrologer } from "../consultations/service";
import { apply, approve, findPhotoKey, latestApplication, listApplications, reject, replacePhoto, toApplication, toProfile, updateProfile } from "./service";

export const astrologerAccountRoutes = new Hono<AppEnv>()
  .get("/profile", requireRole("astrologer"), async (c) => {
    const row = await ownAstrologer(createDatabase(c.env), currentUser(c));
    c.header("Cache-Control", "no-store");
    return c.json(toProfile(row));
  })
  .put("/profile", requireRole("astrologer"), validate("json", astrologerProfileBody), async (c) => {
    const db = createDatabase(c.env);
    const row = await ownAstrologer(db, currentUser(c));
    c.header("Cache-Control", "no-store");
    return c.json(toProfile(await updateProfile(db, row, c.req.valid("json"))));
  })
  .post("/photo", requireRole("astrologer"), async (c) => {
    const db = createDatabase(c.env);
    const row = await ownAstrologer(db, currentUser(c));
    const declared = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!(photoContentTypes as readonly string[]).includes(declared)) throw new ApiError("unsupported_media_type", "photo_type");
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.byteLength > MAX_PHOTO_BYTES) throw new ApiError("payload_too_large", "photo_too_large");
    // The bytes decide, and must agree with the header: a PNG header on a text body is refused.
    const sniffed = sniffPhotoType(bytes);
    if (sniffed === null || sniffed !== declared) throw new ApiError("unsupported_media_type", "photo_type");
    const updated = await replacePhoto(db, c.env.PHOTOS, row, bytes, sniffed);
    c.header("Cache-Control", "no-store");
    return c.json(toProfile(updated));
  })
  .post("/applications", requireUser, validate("json", applicationBody), async (c) => {
    const row = await apply(createDatabase(c.env), currentUser(c), c.req.valid("json"));
    c.header("Cache-Control", "no-store");
    return c.json(toApplication(row), 201);
  })
  .get("/application", requireUser, async (c) => {
    const row = await latestApplication(createDatabase(c.env), currentUser(c).id);
    c.header("Cache-Control", "no-store");
    return c.json({ application: row ? toApplication(row) : null });
  });

/** `GET /api/astrologers/:idOrSlug/photo`: public, immutable (each upload has a new URL). */
export const astrologerPhotoRoutes = new Hono<AppEnv>().get("/:idOrSlug/photo", validate("param", astrologerParam), async (c) => {
  const key = await findPhotoKey(createDatabase(c.env), c.req.valid("param").idOrSlug);
  const object = key ? await c.env.PHOTOS.get(key) : null;
  if (!object) throw new ApiError("not_found", "no_photo");
  return storedImageResponse(object);
});

/** `/api/admin/astrologer-applications`: administrators decide applications. */
export const adminApplicationRoutes = new Hono<AppEnv>()
  .use(requireRole("admin"))
  .get("/", validate("query", applicationsQuery), async (c) => {
    const applications = await listApplications(createDatabase(c.env), c.req.valid("query").status);
    c.header("Cache-Control", "no-store");
    return c.json({ applications });
  })
  .post("/:id/approve", validate("param", applicationParam), validate("json", decisionBody), async (c) => {
    const answer = await approve(createDatabase(c.env), c.req.valid("param").id, currentUser(c), c.req.valid("json").note);
    c.header("Cache-Control", "no-store");
    return c.json(answer);
  })
  .post("/:id/reject", validate("param", applicationParam), validate("json", decisionBody), async (c) => {
    const answer = await reject(createDatabase(c.env), c.req.valid("param").id, currentUser(c), c.req.valid("json").note);
    c.header("Cache-Control", "no-store");
    return c.json(answer);
  });
