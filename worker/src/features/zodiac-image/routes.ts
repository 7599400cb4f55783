import { Hono } from "hono";
import { etag } from "hono/etag";
import * as v from "valibot";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { type ZodiacSign, zodiacSigns, zodiacSvg } from "./art";

/** `{Sign}.jpg` with the sign in any case ("Aries.jpg", "aries.jpg"); `.svg` and `.png` name the same image. */
export const zodiacFileName = v.pipe(
  v.string(),
  v.toLowerCase(),
  v.regex(/^[a-z]+\.(?:jpg|svg|png)$/),
  v.transform((file) => file.slice(0, file.lastIndexOf("."))),
  v.picklist(zodiacSigns),
);

/**
 * `GET /api/zodiac-image/:file` path parameter: the sign, or null when the name is no zodiac
 * image, which the route answers 404 (a missing resource, not a malformed request).
 */
export const zodiacImageParam = v.object({
  file: v.union([zodiacFileName, v.pipe(v.string(), v.transform((): ZodiacSign | null => null))]),
});

/**
 * The home page's sign tiles: `GET /api/zodiac-image/Aries.jpg` (the URL is fixed by the
 * product spec) answers the project's own SVG artwork (`art.ts`) whatever the ending;
 * browsers render an SVG in `<img>` by its content type. Never changes, so cached for a year.
 */
export const zodiacImageRoutes = new Hono<AppEnv>().get("/:file", etag(), validate("param", zodiacImageParam), (c) => {
  const { file: sign } = c.req.valid("param");
  if (sign === null) throw new ApiError("not_found", { code: "no_zodiac_image", params: { name: JSON.stringify(c.req.param("file").slice(0, 80)) } });
  return c.body(zodiacSvg(sign), 200, {
    "Content-Type": "image/svg+xml; charset=utf-8",
    "Cache-Control": "public, max-age=31536000, immutable",
  });
});
