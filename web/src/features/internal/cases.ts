/**
 * The engine's reference cases (test/fixtures/reference-cases.json, conventions in its README)
 * turned into what the `/internal/jyotishyam` and `/internal/phase3` pages compare: the kundli
 * API's query for a chart case and each point's expected sidereal longitude (or only its sign)
 * with the case's tolerance; the panchang API's query for a panchang case and each element's
 * expected number and end time, sunrise and sunset.
 */
import reference from "../../../../test/fixtures/reference-cases.json";
import type { GrahaId } from "@jyotish/glossary";

type Json = Record<string, unknown>;
interface CaseInputs {
  local_datetime?: string;
  local_date?: string;
  utc_offset_hours: number;
  lat: number | null;
  lon: number | null;
  place: string;
  options?: Record<string, string>;
}
interface RawCase {
  id: string;
  inputs: CaseInputs;
  expected: Json;
  tolerance: Record<string, string | number>;
  source: Json;
  notes?: string;
}

const signNames = ["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"];
const bodyIds: Record<string, GrahaId | "ascendant"> = {
  Ascendant: "ascendant",
  Sun: "sun",
  Moon: "moon",
  Mars: "mars",
  Mercury: "mercury",
  Jupiter: "jupiter",
  Venus: "venus",
  Saturn: "saturn",
  Rahu: "rahu",
  Ketu: "ketu",
};

/** One point of a chart case: its expected longitude (degrees) and tolerance (arc-seconds), or only its sign. */
export interface ExpectedPoint {
  id: GrahaId | "ascendant";
  sign: number;
  longitudeDeg: number | null;
  toleranceSec: number | null;
}

export interface ChartCase {
  id: string;
  place: string;
  localDateTime: string;
  utcOffsetHours: number;
  latitude: number;
  longitude: number;
  ayanamsa: "lahiri" | "true-chitra" | "raman";
  tolerance: string;
  source: string;
  notes?: string;
  points: ExpectedPoint[];
}

const sourceText = (s: Json): string => {
  const primary = (s.primary ?? s) as Json;
  return [primary.repo, primary.path, primary.function].filter(Boolean).join(" · ");
};

const ayanamsaOf = (options: Record<string, string> | undefined): ChartCase["ayanamsa"] => {
  const a = (options?.ayanamsa ?? "").toUpperCase();
  return a.includes("CHITRA") ? "true-chitra" : a.includes("RAMAN") ? "raman" : "lahiri";
};

/** A chart case's points, or none when the case states no sidereal longitude or sign (special lagnas). */
function pointsOf(c: RawCase): ExpectedPoint[] {
  const e = c.expected;
  if (Array.isArray(e.D1)) {
    const tol = Number(c.tolerance.D1_deg) * 3600;
    return (e.D1 as { body: string; sign_index0: number; deg_in_sign: number }[]).map((p) => ({
      id: bodyIds[p.body]!,
      sign: p.sign_index0,
      longitudeDeg: p.sign_index0 * 30 + p.deg_in_sign,
      toleranceSec: tol,
    }));
  }
  if (e.ascendant && typeof e.ascendant === "object") {
    const a = e.ascendant as { sign_index0: number; dms_in_sign: [number, number, number] };
    const [d, m, s] = a.dms_in_sign;
    return [{ id: "ascendant", sign: a.sign_index0, longitudeDeg: a.sign_index0 * 30 + d + m / 60 + s / 3600, toleranceSec: 60 }];
  }
  if (typeof e.lagna_longitude_deg_derived === "number") {
    const lon = e.lagna_longitude_deg_derived;
    // The source compares with a relative tolerance of 1e-4 of the lagna in rashi units.
    return [{ id: "ascendant", sign: Math.floor(lon / 30), longitudeDeg: lon, toleranceSec: Math.round(lon * 1e-4 * 3600) }];
  }
  if (e.sign_of && typeof e.sign_of === "object") {
    return Object.entries(e.sign_of as Record<string, string>).map(([body, sign]) => ({ id: bodyIds[body]!, sign: signNames.indexOf(sign), longitudeDeg: null, toleranceSec: null }));
  }
  return [];
}

const order: (GrahaId | "ascendant")[] = ["ascendant", "sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn", "rahu", "ketu"];

export const chartCases: ChartCase[] = (reference.charts as unknown as RawCase[])
  .map((c) => ({
    id: c.id,
    place: c.inputs.place,
    localDateTime: c.inputs.local_datetime!,
    utcOffsetHours: c.inputs.utc_offset_hours,
    latitude: c.inputs.lat!,
    longitude: c.inputs.lon!,
    ayanamsa: ayanamsaOf(c.inputs.options),
    tolerance: Object.entries(c.tolerance)
      .map(([k, v]) => `${k}: ${v}`)
      .join("; "),
    source: sourceText(c.source),
    notes: c.notes,
    points: pointsOf(c).sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id)),
  }))
  .filter((c) => c.points.length > 0);

/** The kundli API's query for a chart case: its clock time at its stated UTC offset, its ayanamsa, mean nodes. */
export function chartCaseUrl(c: ChartCase): string {
  const params = new URLSearchParams({
    date: c.localDateTime.slice(0, 10),
    time: c.localDateTime.slice(11, 16),
    latitude: String(c.latitude),
    longitude: String(c.longitude),
    utcOffsetHours: String(c.utcOffsetHours),
    ayanamsa: c.ayanamsa,
    node: "mean",
  });
  return `/api/kundli?${params}`;
}

/** The shortest arc from `b` to `a`, in arc-seconds (signed, −648 000…648 000). */
export function arcSeconds(a: number, b: number): number {
  const d = ((((a - b) % 360) + 540) % 360) - 180;
  return d * 3600;
}

// ——— panchang cases ———

/** One checked value of a panchang case: an element's number and end, or a sunrise/sunset clock time. */
export interface PanchangCheck {
  label: string;
  element?: "tithi" | "nakshatra" | "yoga" | "karana";
  /** The element's number, when the source gives one; otherwise its name. */
  number?: number;
  name?: string;
  /** Seconds past the date's local midnight (over 86 400: the next day); sunrise/sunset for those rows. */
  clockSec: number | null;
  event?: "sunrise" | "sunset";
  toleranceSec: number;
}

export interface PanchangCase {
  id: string;
  place: string;
  date: string;
  utcOffsetHours: number;
  latitude: number;
  longitude: number;
  discCentre: boolean;
  tolerance: string;
  source: string;
  checks: PanchangCheck[];
}

/** "27:07:38", "09:30", "12:54:20 (HEAD)" → seconds; null when the text holds no clock time. */
export function clockSeconds(text: unknown): number | null {
  const match = typeof text === "string" ? /^(\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(text) : null;
  return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0) : null;
}

/** The first "N s" or "N min" of a tolerance text, in seconds. */
const toleranceSeconds = (text: unknown, fallback: number): number => {
  const match = typeof text === "string" ? /(\d+)\s*(s|min)\b/.exec(text) : null;
  return match ? Number(match[1]) * (match[2] === "min" ? 60 : 1) : fallback;
};

function checksOf(c: RawCase): PanchangCheck[] {
  const e = c.expected;
  const t = c.tolerance;
  const endTol = toleranceSeconds(t.end_time ?? t.times, 120);
  const sunTol = toleranceSeconds(t.sunrise_sunset ?? t.sunrise ?? t.times, 60);
  const checks: PanchangCheck[] = [];
  const element = (key: string, el: PanchangCheck["element"] & string, value: unknown) => {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (!item || typeof item !== "object" || (item as Json).next) continue;
      const i = item as { no?: number; name?: string; ends_h?: string; ends?: string };
      checks.push({ label: key, element: el, number: i.no, name: i.name, clockSec: clockSeconds(i.ends_h ?? i.ends), toleranceSec: endTol });
    }
  };
  for (const el of ["tithi", "nakshatra", "yoga", "karana"] as const) {
    if (e[el]) element(el, el, e[el]);
    if (e[`${el}s`]) element(`${el}s`, el, e[`${el}s`]);
  }
  if (e.karana_at_sunrise) element("karana_at_sunrise", "karana", e.karana_at_sunrise);
  for (const event of ["sunrise", "sunset"] as const) {
    const value = e[event] ?? (event === "sunrise" ? e.sunrise_pyjhora : undefined);
    const text = typeof value === "string" ? value : value && typeof value === "object" ? ((value as Json).jhora ?? (value as Json).pyjhora) : undefined;
    const sec = clockSeconds(text);
    if (sec !== null) checks.push({ label: event, event, clockSec: sec, toleranceSec: sunTol });
  }
  return checks;
}

export const panchangCases: PanchangCase[] = (reference.panchang as unknown as RawCase[])
  .filter((c) => c.inputs.lat !== null && c.inputs.lon !== null)
  .map((c) => ({
    id: c.id,
    place: c.inputs.place,
    date: c.inputs.local_date!,
    utcOffsetHours: c.inputs.utc_offset_hours,
    latitude: c.inputs.lat!,
    longitude: c.inputs.lon!,
    // The case's sunrise rule: stated in its options or tolerance, or implied by a PyJHora sunrise (disc centre, README).
    discCentre: /disc centre/.test(JSON.stringify([c.inputs.options ?? {}, c.tolerance])) || "sunrise_pyjhora" in c.expected,
    tolerance: Object.entries(c.tolerance)
      .map(([k, v]) => `${k}: ${v}`)
      .join("; "),
    source: sourceText(c.source),
    checks: checksOf(c),
  }))
  .filter((c) => c.checks.length > 0);

/** A zone with the case's fixed offset: India's own zone for +5:30, otherwise `Etc/GMT∓N` (whole hours). */
export const zoneFor = (offsetHours: number): string =>
  offsetHours === 5.5 ? "Asia/Kolkata" : offsetHours === 0 ? "UTC" : `Etc/GMT${offsetHours > 0 ? "-" : "+"}${Math.abs(offsetHours)}`;

export function panchangCaseUrl(c: PanchangCase): string {
  const params = new URLSearchParams({ date: c.date, latitude: String(c.latitude), longitude: String(c.longitude), timezone: zoneFor(c.utcOffsetHours), lang: "en" });
  if (c.discCentre) params.set("sunrise", "disc-centre");
  // PyJHora, drik-panchanga and jyotisha compute with Swiss Ephemeris' sidereal mode; only drikpanchang.com's pages use its frame (the default).
  if (!c.id.startsWith("drik-")) params.set("position", "apparent");
  return `/api/panchang?${params}`;
}
