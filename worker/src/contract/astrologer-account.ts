/**
 * The astrologer as a user of the product (issue 21, "Astrologers as users"): the profile an
 * astrologer edits at `/astrologer-profile`, the photo kept in R2, and the application a user
 * sends to become an astrologer, which an administrator approves or rejects.
 *
 * Money is integer paise. A rate is whole rupees (a multiple of 100 paise) from ₹5 to ₹1,000 a
 * minute; call and video rates are null when they equal the chat rate. Weekly availability is in
 * India time (Asia/Kolkata): at most three windows a day, each `from` before `to`, not overlapping.
 */
import * as v from "valibot";
import { text } from "./messages";
import { isPlainText } from "./wallet";

/** Specialty ids (the SPA's `specialty_*` labels, web/src/features/astrologers/specialties.ts). */
export const astrologerSpecialties = [
  "vedic",
  "kp",
  "nadi",
  "lal-kitab",
  "prashna",
  "numerology",
  "tarot",
  "palmistry",
  "vastu",
  "muhurat",
  "marriage",
  "love",
  "career",
  "finance",
  "health",
  "child",
  "remedies",
] as const;
export type AstrologerSpecialty = (typeof astrologerSpecialties)[number];

/** Languages an astrologer may consult in (ISO 639-1; the SPA names them with Intl.DisplayNames). */
export const consultationLanguages = ["en", "hi", "ta", "te", "kn", "ml", "mr", "gu", "bn", "pa", "or", "as", "ur", "sa"] as const;

/** Rates: whole rupees from ₹5 to ₹1,000 a minute, in paise. */
export const MIN_RATE_PAISE = 500;
export const MAX_RATE_PAISE = 100_000;
export const BIO_MIN_CHARS = 20;
export const BIO_MAX_CHARS = 2000;
export const NAME_MAX_CHARS = 80;
export const MAX_WINDOWS_PER_DAY = 3;
/** The largest photo: 2 MB. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
/** Photo types, recognised by their first bytes (the Content-Type header must agree). */
export const photoContentTypes = ["image/jpeg", "image/png", "image/webp"] as const;
export type PhotoContentType = (typeof photoContentTypes)[number];

const trimmedText = (field: string, min: number, max: number) =>
  v.pipe(
    v.string(text("not_text", { field })),
    v.trim(),
    v.minLength(min, text(min === 1 ? "required" : "min_chars", { field, min })),
    v.maxLength(max, text("max_chars", { field, max })),
    v.check(isPlainText, text("control_chars", { field })),
  );

/** A bio may have line breaks (paragraphs); no other control characters. */
const bioText = (field: string) =>
  v.pipe(
    v.string(text("not_text", { field })),
    v.trim(),
    v.minLength(BIO_MIN_CHARS, text("min_chars", { field, min: BIO_MIN_CHARS })),
    v.maxLength(BIO_MAX_CHARS, text("max_chars", { field, max: BIO_MAX_CHARS })),
    v.check((s) => isPlainText(s.replace(/\r?\n/g, " ")), text("control_chars", { field })),
  );

/** An optional translation: null, or empty text (cleared), or text of the same bounds. */
const optionalTranslation = (schema: v.GenericSchema<string, string>) =>
  v.pipe(
    v.nullable(v.union([v.pipe(v.string(), v.trim(), v.length(0)), schema])),
    v.transform((s) => (s ? s : null)),
  );

const distinct = <T>(items: readonly T[]) => new Set(items).size === items.length;

const ratePaise = (field: string) =>
  v.pipe(
    v.number(text("not_a_number", { field })),
    v.safeInteger(text("rate_paise", { field })),
    v.minValue(MIN_RATE_PAISE, text("rate_paise", { field })),
    v.maxValue(MAX_RATE_PAISE, text("rate_paise", { field })),
    v.check((n) => n % 100 === 0, text("rate_paise", { field })),
  );

const languagesList = v.pipe(
  v.array(v.picklist(consultationLanguages, text("unknown_language")), text("required", { field: "languages" })),
  v.minLength(1, text("required", { field: "languages" })),
  v.maxLength(consultationLanguages.length, text("too_long", { field: "languages" })),
  v.check(distinct, text("listed_twice", { field: "languages" })),
);

const specialtiesList = v.pipe(
  v.array(v.picklist(astrologerSpecialties, text("unknown_specialty")), text("required", { field: "specialties" })),
  v.minLength(1, text("required", { field: "specialties" })),
  v.maxLength(8, text("at_most_items", { field: "specialties", max: 8 })),
  v.check(distinct, text("listed_twice", { field: "specialties" })),
);

const experienceYears = v.pipe(
  v.number(text("not_a_number", { field: "experience" })),
  v.safeInteger(text("not_a_number", { field: "experience" })),
  v.minValue(0, text("at_least", { field: "experience", min: 0 })),
  v.maxValue(80, text("at_most", { field: "experience", max: 80 })),
);

/** "HH:MM", 00:00–24:00 (24:00 only as an end: open until midnight). */
const clockTime = (field: string) => v.pipe(v.string(text("hhmm_format", { field })), v.regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, text("hhmm_format", { field })));

/** One window of a weekday, India time. */
export const availabilityWindow = v.pipe(
  v.strictObject(
    {
      /** 0 = Sunday … 6 = Saturday. */
      day: v.pipe(v.number(text("not_a_number", { field: "day" })), v.safeInteger(text("weekday_range")), v.minValue(0, text("weekday_range")), v.maxValue(6, text("weekday_range"))),
      from: clockTime("from"),
      to: clockTime("to"),
    },
    text("unknown_field"),
  ),
  v.check((w) => w.from < w.to && w.from !== "24:00", text("window_order")),
);
export type AvailabilityWindow = v.InferOutput<typeof availabilityWindow>;

/** A week: at most three windows a day, none overlapping another of the same day; sorted by day and time. */
export const weeklyAvailability = v.pipe(
  v.array(availabilityWindow, text("required", { field: "availability" })),
  v.maxLength(7 * MAX_WINDOWS_PER_DAY, text("windows_per_day", { max: MAX_WINDOWS_PER_DAY })),
  v.check((windows) => [0, 1, 2, 3, 4, 5, 6].every((d) => windows.filter((w) => w.day === d).length <= MAX_WINDOWS_PER_DAY), text("windows_per_day", { max: MAX_WINDOWS_PER_DAY })),
  v.transform((windows) => [...windows].sort((a, b) => a.day - b.day || a.from.localeCompare(b.from))),
  v.check((windows) => windows.every((w, i) => i === 0 || windows[i - 1]!.day !== w.day || windows[i - 1]!.to <= w.from), text("windows_overlap")),
);

// ——— The profile ———

/** `GET`/`PUT /api/astrologer/profile`: what the astrologer edits (and the answer of both). */
export const astrologerProfile = v.object({
  id: v.string(),
  slug: v.string(),
  name: v.string(),
  nameHi: v.nullable(v.string()),
  nameTa: v.nullable(v.string()),
  nameTe: v.nullable(v.string()),
  bio: v.string(),
  bioHi: v.nullable(v.string()),
  bioTa: v.nullable(v.string()),
  bioTe: v.nullable(v.string()),
  languages: v.array(v.string()),
  specialties: v.array(v.string()),
  experienceYears: v.number(),
  /** GST-inclusive paise a minute. */
  chatRatePaise: v.number(),
  /** Null: the chat rate. */
  callRatePaise: v.nullable(v.number()),
  videoRatePaise: v.nullable(v.number()),
  availability: v.array(v.object({ day: v.number(), from: v.string(), to: v.string() })),
  /** The uploaded photo (`/api/astrologers/<slug>/photo?v=…`), else the generated portrait. */
  image: v.string(),
  hasPhoto: v.boolean(),
  isOnline: v.boolean(),
});
export type AstrologerProfile = v.InferOutput<typeof astrologerProfile>;

/** `PUT /api/astrologer/profile`: the whole editable profile (the slug and the photo stay). */
export const astrologerProfileBody = v.strictObject(
  {
    name: trimmedText("name", 2, NAME_MAX_CHARS),
    nameHi: v.optional(optionalTranslation(trimmedText("nameHi", 2, NAME_MAX_CHARS)), null),
    nameTa: v.optional(optionalTranslation(trimmedText("nameTa", 2, NAME_MAX_CHARS)), null),
    nameTe: v.optional(optionalTranslation(trimmedText("nameTe", 2, NAME_MAX_CHARS)), null),
    bio: bioText("bio"),
    bioHi: v.optional(optionalTranslation(bioText("bioHi")), null),
    bioTa: v.optional(optionalTranslation(bioText("bioTa")), null),
    bioTe: v.optional(optionalTranslation(bioText("bioTe")), null),
    languages: languagesList,
    specialties: specialtiesList,
    experienceYears,
    chatRatePaise: ratePaise("chatRatePaise"),
    callRatePaise: v.optional(v.nullable(ratePaise("callRatePaise")), null),
    videoRatePaise: v.optional(v.nullable(ratePaise("videoRatePaise")), null),
    availability: weeklyAvailability,
  },
  text("unknown_field"),
);
export type AstrologerProfileBody = v.InferInput<typeof astrologerProfileBody>;

// ——— Applications ———

export const applicationStatuses = ["pending", "approved", "rejected"] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** `POST /api/astrologer/applications`. */
export const applicationBody = v.strictObject(
  {
    name: trimmedText("name", 2, NAME_MAX_CHARS),
    bio: bioText("bio"),
    experienceYears,
    languages: languagesList,
    specialties: specialtiesList,
    chatRatePaise: ratePaise("chatRatePaise"),
  },
  text("unknown_field"),
);
export type ApplicationBody = v.InferInput<typeof applicationBody>;

export const application = v.object({
  id: v.string(),
  userId: v.string(),
  name: v.string(),
  bio: v.string(),
  experienceYears: v.number(),
  languages: v.array(v.string()),
  specialties: v.array(v.string()),
  chatRatePaise: v.number(),
  status: v.picklist(applicationStatuses),
  /** The administrator's note (a rejection's reason), if any. */
  note: v.nullable(v.string()),
  /** Set once approved: the astrologer this application became. */
  astrologerId: v.nullable(v.string()),
  createdAt: v.string(),
  decidedAt: v.nullable(v.string()),
});
export type Application = v.InferOutput<typeof application>;

/** `GET /api/astrologer/application`: the caller's latest application, or null. */
export const myApplicationAnswer = v.object({ application: v.nullable(application) });
export type MyApplicationAnswer = v.InferOutput<typeof myApplicationAnswer>;

export const applicationIdPattern = /^apl_[0-9a-f]{32}$/;
export const applicationParam = v.object({ id: v.pipe(v.string(), v.regex(applicationIdPattern, text("application_id"))) });

/** `GET /api/admin/astrologer-applications?status=` (newest first; all statuses without one). */
export const applicationsQuery = v.strictObject({ status: v.optional(v.picklist(applicationStatuses, text("one_of", { field: "status", options: applicationStatuses.join(", ") }))) }, text("unknown_query_parameter"));

/** Admin's list, with the applicant's email. */
export const applicationsAnswer = v.object({
  applications: v.array(v.object({ ...application.entries, email: v.nullable(v.string()) })),
});
export type ApplicationsAnswer = v.InferOutput<typeof applicationsAnswer>;

/** `POST …/approve` and `…/reject`: an optional note to the applicant. */
export const decisionBody = v.strictObject({ note: v.optional(trimmedText("note", 1, 500)) }, text("unknown_field"));

/** The decided application and, once approved, the astrologer's slug. */
export const decisionAnswer = v.object({ application, astrologerSlug: v.nullable(v.string()) });
export type DecisionAnswer = v.InferOutput<typeof decisionAnswer>;

// ——— Photos ———

/** The type of an image from its first bytes (not its header): JPEG, PNG or WebP; else null. */
export function sniffPhotoType(bytes: Uint8Array): PhotoContentType | null {
  const at = (i: number) => bytes[i];
  if (bytes.length >= 3 && at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return "image/jpeg";
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b)) return "image/png";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

export const photoExtension: Record<PhotoContentType, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };
