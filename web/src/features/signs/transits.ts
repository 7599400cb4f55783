/**
 * Pure helpers over the answer of `GET /api/transits`: the Sun's sidereal months, the year's
 * events grouped by graha or by month, and the slow grahas' ingresses.
 */
import type { TransitsAnswer } from "@contract/horoscope";
import { type GrahaId, grahaIds } from "@jyotish/terms/grahas";
import { type SignId, signIds } from "@jyotish/terms/signs";

export type TransitEvent = TransitsAnswer["events"][number];

/** The IST calendar date of an event's instant ("2026-04-14T08:56:00+05:30" → "2026-04-14"). */
export const istDate = (at: string): string => at.slice(0, 10);

/** The months of the IST date of an event, "YYYY-MM". */
export const istMonth = (at: string): string => at.slice(0, 7);

export interface SunMonth {
  /** The Sun's ingress into the sign (its sankranti), an IST instant. */
  from: string;
  /** Its ingress into the next sign. */
  to: string;
}

/**
 * When the Sun is in each sign (its sidereal solar month, from sankranti to sankranti), read
 * from a year's Sun ingresses. The sign the year ends in (Sagittarius, entered mid-December)
 * ends at the next year's Makara sankranti, which falls on the same day as this year's within a
 * day: its `to` is this year's Capricorn ingress moved on one year, for display as a day and
 * month. Signs without an ingress in the list are missing.
 */
export function sunMonths(events: readonly TransitEvent[]): Partial<Record<SignId, SunMonth>> {
  const ingresses = events.filter((e) => e.kind === "ingress" && e.planet === "sun" && e.sign !== null).sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const months: Partial<Record<SignId, SunMonth>> = {};
  ingresses.forEach((e, i) => {
    const next = ingresses[i + 1] ?? nextYearsIngress(ingresses, e.sign!);
    if (next) months[e.sign!] = { from: e.at, to: next.at };
  });
  return months;
}

/** This year's ingress into the sign after `sign`, shifted one year on. */
function nextYearsIngress(ingresses: readonly TransitEvent[], sign: SignId): { at: string } | undefined {
  const following = signIds[(signIds.indexOf(sign) + 1) % 12];
  const same = ingresses.find((e) => e.sign === following);
  return same && { at: `${Number(same.at.slice(0, 4)) + 1}${same.at.slice(4)}` };
}

/** The year's events grouped by graha in the usual order (Sun … Ketu), each group in time order; grahas without events are left out. */
export function byGraha(events: readonly TransitEvent[]): { planet: GrahaId; events: TransitEvent[] }[] {
  return grahaIds
    .map((planet) => ({ planet, events: inOrder(events.filter((e) => e.planet === planet)) }))
    .filter((g) => g.events.length > 0);
}

/** The year's events grouped by their IST month ("YYYY-MM"), in time order. */
export function byMonth(events: readonly TransitEvent[]): { month: string; events: TransitEvent[] }[] {
  const groups = new Map<string, TransitEvent[]>();
  for (const e of inOrder(events)) {
    const month = istMonth(e.at);
    groups.set(month, [...(groups.get(month) ?? []), e]);
  }
  return [...groups].map(([month, list]) => ({ month, events: list }));
}

/** The grahas whose sign changes shape a year (the yearly horoscope's slow planets). */
export const slowGrahas: readonly GrahaId[] = ["jupiter", "saturn", "rahu", "ketu"];

/** The year's ingresses of Jupiter, Saturn, Rahu and Ketu, in time order. */
export const slowIngresses = (events: readonly TransitEvent[]): TransitEvent[] =>
  inOrder(events.filter((e) => e.kind === "ingress" && e.planet !== null && slowGrahas.includes(e.planet)));

const inOrder = (events: readonly TransitEvent[]): TransitEvent[] => [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
