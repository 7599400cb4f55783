/**
 * The astrologer forms' state, pure: what the inputs hold (text, as typed), how it becomes the
 * API's body, and the checks the page makes before sending (the server makes them all again).
 * Rates are typed in whole rupees and sent in paise; the week is one row per weekday.
 */
import {
  type AvailabilityWindow,
  BIO_MAX_CHARS,
  BIO_MIN_CHARS,
  MAX_RATE_PAISE,
  MAX_WINDOWS_PER_DAY,
  MIN_RATE_PAISE,
  NAME_MAX_CHARS,
  astrologerSpecialties,
  consultationLanguages,
} from "@contract/astrologer-account";
import type { ErrorBody } from "@contract/common";

/** The fields an application and a profile share, as typed. */
export interface BasicsForm {
  name: string;
  bio: string;
  experienceYears: string;
  languages: string[];
  specialties: string[];
  chatRate: string;
}

export interface Window {
  from: string;
  to: string;
}

/** One weekday: closed, or open in up to three windows. */
export interface DayHours {
  day: number;
  closed: boolean;
  windows: Window[];
}

export interface ProfileForm extends BasicsForm {
  nameHi: string;
  nameTa: string;
  nameTe: string;
  bioHi: string;
  bioTa: string;
  bioTe: string;
  callRate: string;
  videoRate: string;
  week: DayHours[];
}

/** A field's error, keyed by the form's field name (`week.3` for a weekday row). */
export type FormErrors = Partial<Record<string, string>>;

/** The messages the checks use (Paraglide's, passed in so this module stays pure). */
export interface ErrorTexts {
  name: string;
  bio: (count: number) => string;
  experience: string;
  rate: string;
  pickOne: string;
  pickMax: (max: number) => string;
  window: string;
}

/** The specialties one astrologer may list (the contract's cap). */
export const MAX_SPECIALTIES = 8;
const DEFAULT_WINDOW: Window = { from: "09:00", to: "18:00" };

/** Whole rupees as typed → paise; null for empty text, NaN for anything that is not whole rupees in range. */
export function rupeesToPaise(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (!/^\d{1,5}$/.test(trimmed)) return Number.NaN;
  const paise = Number(trimmed) * 100;
  return paise >= MIN_RATE_PAISE && paise <= MAX_RATE_PAISE ? paise : Number.NaN;
}

export const paiseToRupeesText = (paise: number | null): string => (paise === null ? "" : String(Math.round(paise / 100)));

/** The stored windows as seven rows, Sunday first; a day without windows is closed. */
export function toWeek(availability: readonly AvailabilityWindow[]): DayHours[] {
  return [0, 1, 2, 3, 4, 5, 6].map((day) => {
    const windows = availability.filter((w) => w.day === day).map(({ from, to }) => ({ from, to }));
    return { day, closed: windows.length === 0, windows: windows.length > 0 ? windows : [{ ...DEFAULT_WINDOW }] };
  });
}

/** The rows as the API's windows (closed days have none). */
export function fromWeek(week: readonly DayHours[]): AvailabilityWindow[] {
  return week.flatMap((row) => (row.closed ? [] : row.windows.map((w) => ({ day: row.day, from: w.from, to: w.to }))));
}

/** True when a day's windows each start before they end and none overlaps another. */
export function windowsValid(windows: readonly Window[]): boolean {
  const sorted = [...windows].sort((a, b) => a.from.localeCompare(b.from));
  return sorted.length <= MAX_WINDOWS_PER_DAY && sorted.every((w, i) => /^\d\d:\d\d$/.test(w.from) && /^\d\d:\d\d$/.test(w.to) && w.from < w.to && (i === 0 || sorted[i - 1]!.to <= w.from));
}

export function basicsErrors(form: BasicsForm, texts: ErrorTexts): FormErrors {
  const errors: FormErrors = {};
  const name = form.name.trim();
  if (name.length < 2 || name.length > NAME_MAX_CHARS) errors.name = texts.name;
  const bio = form.bio.trim();
  if (bio.length < BIO_MIN_CHARS || bio.length > BIO_MAX_CHARS) errors.bio = texts.bio(bio.length);
  const years = form.experienceYears.trim();
  if (!/^\d{1,2}$/.test(years) || Number(years) > 80) errors.experienceYears = texts.experience;
  if (form.languages.length === 0) errors.languages = texts.pickOne;
  if (form.specialties.length === 0) errors.specialties = texts.pickOne;
  else if (form.specialties.length > MAX_SPECIALTIES) errors.specialties = texts.pickMax(MAX_SPECIALTIES);
  const chat = rupeesToPaise(form.chatRate);
  if (chat === null || Number.isNaN(chat)) errors.chatRate = texts.rate;
  return errors;
}

export function profileErrors(form: ProfileForm, texts: ErrorTexts): FormErrors {
  const errors = basicsErrors(form, texts);
  for (const key of ["callRate", "videoRate"] as const) if (Number.isNaN(rupeesToPaise(form[key]))) errors[key] = texts.rate;
  for (const [key, value] of [["nameHi", form.nameHi], ["nameTa", form.nameTa], ["nameTe", form.nameTe]] as const) {
    const trimmed = value.trim();
    if (trimmed && (trimmed.length < 2 || trimmed.length > NAME_MAX_CHARS)) errors[key] = texts.name;
  }
  for (const [key, value] of [["bioHi", form.bioHi], ["bioTa", form.bioTa], ["bioTe", form.bioTe]] as const) {
    const trimmed = value.trim();
    if (trimmed && (trimmed.length < BIO_MIN_CHARS || trimmed.length > BIO_MAX_CHARS)) errors[key] = texts.bio(trimmed.length);
  }
  for (const row of form.week) if (!row.closed && !windowsValid(row.windows)) errors[`week.${row.day}`] = texts.window;
  return errors;
}

export const hasErrors = (errors: FormErrors) => Object.values(errors).some(Boolean);

/** The errors left once the fields in `patch` change: an edited field no longer shows its old error (`week` clears every day's). */
export function withoutErrorsOf(errors: FormErrors, patch: object): FormErrors {
  const changed = Object.keys(patch);
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !changed.includes(key.split(".")[0]!) && !(key === "availability" && changed.includes("week"))));
}

/** Ids the contract knows (a checkbox can only add those; this narrows the type). */
const known = <T extends string>(list: readonly T[]) => (values: readonly string[]): T[] => values.filter((v): v is T => (list as readonly string[]).includes(v));

export function basicsBody(form: BasicsForm) {
  return {
    name: form.name.trim(),
    bio: form.bio.trim(),
    experienceYears: Number(form.experienceYears.trim()),
    languages: known(consultationLanguages)(form.languages),
    specialties: known(astrologerSpecialties)(form.specialties),
    chatRatePaise: rupeesToPaise(form.chatRate) ?? 0,
  };
}

/** The profile form as `PUT /api/astrologer/profile`'s body (run `profileErrors` first). */
export function profileBody(form: ProfileForm) {
  const optional = (s: string) => s.trim() || null;
  return {
    ...basicsBody(form),
    nameHi: optional(form.nameHi),
    nameTa: optional(form.nameTa),
    nameTe: optional(form.nameTe),
    bioHi: optional(form.bioHi),
    bioTa: optional(form.bioTa),
    bioTe: optional(form.bioTe),
    callRatePaise: rupeesToPaise(form.callRate),
    videoRatePaise: rupeesToPaise(form.videoRate),
    availability: fromWeek(form.week),
  };
}

const serverFieldNames: Record<string, string> = { chatRatePaise: "chatRate", callRatePaise: "callRate", videoRatePaise: "videoRate" };

/**
 * A 400's issues as field errors, in the language the server wrote them (the request's): the
 * first segment of each issue's path names the field; a window's issue marks its weekday's row.
 */
export function serverFieldErrors(body: ErrorBody | null, availability: readonly AvailabilityWindow[] = []): FormErrors {
  const details = body?.error.code === "validation_failed" && Array.isArray(body.error.details) ? (body.error.details as { path?: unknown; message?: unknown }[]) : [];
  const errors: FormErrors = {};
  for (const issue of details) {
    if (typeof issue.path !== "string" || typeof issue.message !== "string") continue;
    const [head, index] = issue.path.split(".");
    if (!head) continue;
    const window = head === "availability" && index !== undefined ? availability[Number(index)] : undefined;
    const key = head === "availability" ? (window ? `week.${window.day}` : "availability") : (serverFieldNames[head] ?? head);
    errors[key] ??= issue.message;
  }
  return errors;
}
