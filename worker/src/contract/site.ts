/** The small routes around the pages: health, presence, analytics, today's prediction, source, zodiac art. */
import * as v from "valibot";
import { langParam, strictQuery, timeZoneName } from "./common";

export const healthAnswer = v.object({ status: v.literal("ok"), database: v.object({ ok: v.literal(true), latencyMs: v.number() }) });

/** On a development host `?site=<id>` picks the site to emulate. */
export const gaConfigQuery = strictQuery({ site: v.optional(v.pipe(v.string(), v.regex(/^[a-z-]{1,20}$/))) });
/** `measurementId` is null when analytics is not configured for that site (the client then loads no tag). */
export const gaConfigAnswer = v.object({
  success: v.literal(true),
  data: v.object({ measurementId: v.nullable(v.string()), domain: v.string(), description: v.string() }),
});
export type GaConfigAnswer = v.InferOutput<typeof gaConfigAnswer>;

export const todayQuery = strictQuery({ lang: langParam, timezone: v.optional(timeZoneName, "Asia/Kolkata") });
/** The Moon's nakshatra now, when it began and ends, and the guidance for a day under it. */
export const todayAnswer = v.object({
  at: v.string(),
  timezone: v.string(),
  moon: v.object({
    signIndex: v.number(),
    degInSign: v.number(),
    nakshatra: v.object({ id: v.string(), number: v.number(), pada: v.number(), lord: v.string() }),
    startsAt: v.string(),
    endsAt: v.string(),
  }),
  guidance: v.object({ nature: v.string(), text: v.string() }),
  options: v.object({ ayanamsa: v.string(), position: v.literal("apparent") }),
});
export type TodayAnswer = v.InferOutput<typeof todayAnswer>;

/** `{Sign}.jpg` (also `.svg`, `.png`), case-insensitive. */
export const zodiacImageParam = v.object({ file: v.string() });
