/**
 * Content routes (issue 24): the public blog and CMS pages under `/api/content`, uploaded images
 * under `/api/media`, and the administrators' CMS under `/api/admin/content` and
 * `/api/admin/media` (every route behind `requireRole("admin")`).
 *
 * Public answers may be cached for a minute at most, so an unpublished text is gone within one.
 */
import { Hono } from "hono";
import { storedImageResponse } from "../../lib/stored-image";
import {
  adminContentParam,
  adminContentQuery,
  adminContentTextParam,
  articleIdParam,
  articleListQuery,
  articleParam,
  articleQuery,
  createContentBody,
  MAX_MEDIA_BYTES,
  mediaContentTypes,
  mediaParam,
  pageQuery,
  previewBody,
  saveTextBody,
  updateContentBody,
} from "@contract/content";
import { sniffPhotoType } from "@contract/astrologer-account";
import { createDatabase } from "../../db/client";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { currentUser, requireRole } from "../auth/middleware";
import { renderMarkdown } from "./markdown";
import {
  articleSlugById,
  auditMediaUpload,
  createItem,
  deleteItem,
  deleteText,
  getAdminItem,
  getArticle,
  getPage,
  listAdminItems,
  listArticles,
  saveText,
  updateItem,
} from "./service";

const PUBLIC_CACHE = "public, max-age=60";

export const contentRoutes = new Hono<AppEnv>()
  .get("/articles", validate("query", articleListQuery), async (c) => {
    const { lang, page, category } = c.req.valid("query");
    c.header("Cache-Control", PUBLIC_CACHE);
    return c.json(await listArticles(createDatabase(c.env), lang, page, category));
  })
  .get("/articles/by-id/:id", validate("param", articleIdParam), async (c) => {
    c.header("Cache-Control", PUBLIC_CACHE);
    return c.json(await articleSlugById(createDatabase(c.env), c.req.valid("param").id));
  })
  .get("/articles/:slug", validate("param", articleParam), validate("query", articleQuery), async (c) => {
    c.header("Cache-Control", PUBLIC_CACHE);
    return c.json(await getArticle(createDatabase(c.env), c.req.valid("param").slug, c.req.valid("query").lang));
  })
  .get("/page", validate("query", pageQuery), async (c) => {
    const { path, lang } = c.req.valid("query");
    c.header("Cache-Control", PUBLIC_CACHE);
    return c.json(await getPage(createDatabase(c.env), path, lang));
  });

/** `GET /api/media/:file`: an uploaded image, inert whatever it holds (nosniff, sandboxing CSP). */
export const mediaRoutes = new Hono<AppEnv>().get("/:file", validate("param", mediaParam), async (c) => {
  const object = await c.env.MEDIA.get(c.req.valid("param").file);
  if (!object) throw new ApiError("not_found", "no_such_media");
  return storedImageResponse(object);
});

type MediaType = (typeof mediaContentTypes)[number];
const mediaExtension: Record<MediaType, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp", "image/gif": "gif" };

/** The type of an image from its bytes: the astrologer photo's sniffing (JPEG, PNG, WebP), and GIF. */
export function sniffMediaType(bytes: Uint8Array): MediaType | null {
  const photo = sniffPhotoType(bytes);
  if (photo) return photo;
  const head = String.fromCharCode(...bytes.subarray(0, 6));
  return head === "GIF87a" || head === "GIF89a" ? "image/gif" : null;
}

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export const adminContentRoutes = new Hono<AppEnv>()
  .use(requireRole("admin"))
  .get("/", validate("query", adminContentQuery), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listAdminItems(createDatabase(c.env), c.req.valid("query")));
  })
  .post("/preview", validate("json", previewBody), (c) => {
    const { html, readMinutes } = renderMarkdown(c.req.valid("json").body);
    c.header("Cache-Control", "no-store");
    return c.json({ html, readMinutes });
  })
  .post("/", validate("json", createContentBody), async (c) => {
    const detail = await createItem(createDatabase(c.env), currentUser(c), c.req.valid("json"));
    c.header("Cache-Control", "no-store");
    return c.json(detail, 201);
  })
  .get("/:id", validate("param", adminContentParam), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await getAdminItem(createDatabase(c.env), c.req.valid("param").id));
  })
  .patch("/:id", validate("param", adminContentParam), validate("json", updateContentBody), async (c) => {
    const detail = await updateItem(createDatabase(c.env), currentUser(c), c.req.valid("param").id, c.req.valid("json"));
    c.header("Cache-Control", "no-store");
    return c.json(detail);
  })
  .delete("/:id", validate("param", adminContentParam), async (c) => {
    await deleteItem(createDatabase(c.env), currentUser(c), c.req.valid("param").id);
    c.header("Cache-Control", "no-store");
    return c.body(null, 204);
  })
  .put("/:id/texts/:locale", validate("param", adminContentTextParam), validate("json", saveTextBody), async (c) => {
    const { id, locale } = c.req.valid("param");
    const detail = await saveText(createDatabase(c.env), currentUser(c), id, locale, c.req.valid("json"));
    c.header("Cache-Control", "no-store");
    return c.json(detail);
  })
  .delete("/:id/texts/:locale", validate("param", adminContentTextParam), async (c) => {
    const { id, locale } = c.req.valid("param");
    const detail = await deleteText(createDatabase(c.env), currentUser(c), id, locale);
    c.header("Cache-Control", "no-store");
    return c.json(detail);
  });

/** `POST /api/admin/media`: the raw image as the body; stored in R2 under the SHA-256 of its bytes. */
export const adminMediaRoutes = new Hono<AppEnv>().use(requireRole("admin")).post("/", async (c) => {
  const declared = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!(mediaContentTypes as readonly string[]).includes(declared)) throw new ApiError("unsupported_media_type", "media_type");
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.byteLength > MAX_MEDIA_BYTES) throw new ApiError("payload_too_large", "media_too_large");
  // The bytes decide, and must agree with the header: a PNG sent as JPEG, or HTML sent as an image, is refused.
  const sniffed = sniffMediaType(bytes);
  if (sniffed === null || sniffed !== declared) throw new ApiError("unsupported_media_type", "media_type");
  const file = `${await sha256Hex(bytes)}.${mediaExtension[sniffed]}`;
  await c.env.MEDIA.put(file, bytes, { httpMetadata: { contentType: sniffed } });
  await auditMediaUpload(createDatabase(c.env), currentUser(c), file, sniffed, bytes.byteLength);
  c.header("Cache-Control", "no-store");
  return c.json({ key: file, url: `/api/media/${file}` }, 201);
});
