// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The Hindu day's frame: sunrise to next sunrise, with sunset, the previous sunset (for the
 * night before, used by Brahma muhurta) and the Moon's rising and setting.
 *
 * Sunrise definitions (the one option every panchang must name):
 * - "upper-limb": the Sun's upper limb on the horizon with standard refraction — the
 *   convention of drikpanchang.com and of almanacs generally (the default);
 * - "disc-centre": the centre of the disc on the geometric horizon, no refraction — the
 *   "Hindu rising" of Jagannatha Hora, PyJHora and drik-panchanga; about 3.5–4 min later
 *   at sunrise and as much earlier at sunset in India.
 */
import type { Ephemeris, RisingDefinition } from "@ephemeris";

export type SunriseDefinition = "upper-limb" | "disc-centre";
export const sunriseDefinitions = ["upper-limb", "disc-centre"] as const satisfies readonly SunriseDefinition[];

const risingOf: Record<SunriseDefinition, RisingDefinition> = {
  "upper-limb": "upper-limb-refraction",
  "disc-centre": "disc-centre-no-refraction",
};

export interface Place {
  latitudeDeg: number;
  longitudeDeg: number;
}

export interface DayFrame {
  previousSunset: number;
  sunrise: number;
  sunset: number;
  nextSunrise: number;
  /** First moonrise / moonset after sunrise and before the next sunrise; null when none. */
  moonrise: number | null;
  moonset: number | null;
}

/** The Sun does not rise (or set) on this date at this place: polar night or day. */
export class NoSunriseError extends Error {
  constructor(readonly event: "rise" | "set") {
    super(
      event === "rise"
        ? "The Sun does not rise on this date at this place (polar night or midnight sun); a panchang needs a sunrise."
        : "The Sun does not set on this date at this place (midnight sun); a panchang needs a sunset.",
    );
    this.name = "NoSunriseError";
  }
}

/** The first sunset after `fromJd` (JD UT) at a place, or null where the Sun does not set. */
export function sunsetAfter(eph: Ephemeris, fromJd: number, place: Place, definition: SunriseDefinition): number | null {
  return eph.riseSet({ body: "sun", event: "set", jdUtStart: fromJd, latitudeDeg: place.latitudeDeg, longitudeDeg: place.longitudeDeg, rising: risingOf[definition] }).jdUt;
}

/**
 * Sunrise on the civil date that begins at `midnightJd` (local midnight, as JD UT), and the
 * rest of the frame. Throws NoSunriseError where the Sun stays up or down.
 */
export function dayFrame(eph: Ephemeris, midnightJd: number, place: Place, definition: SunriseDefinition): DayFrame {
  const rising = risingOf[definition];
  const event = (body: "sun" | "moon", kind: "rise" | "set", from: number) =>
    eph.riseSet({ body, event: kind, jdUtStart: from, latitudeDeg: place.latitudeDeg, longitudeDeg: place.longitudeDeg, rising }).jdUt;
  const sunrise = event("sun", "rise", midnightJd);
  // A sunrise found more than a day after midnight belongs to another date.
  if (sunrise === null || sunrise >= midnightJd + 1) throw new NoSunriseError("rise");
  const sunset = event("sun", "set", sunrise);
  if (sunset === null || sunset - sunrise >= 1) throw new NoSunriseError("set");
  const nextSunrise = event("sun", "rise", sunset);
  if (nextSunrise === null || nextSunrise - sunset >= 1) throw new NoSunriseError("rise");
  const previousSunset = event("sun", "set", sunrise - 1);
  if (previousSunset === null || previousSunset >= sunrise) throw new NoSunriseError("set");
  const withinDay = (jd: number | null) => (jd !== null && jd < nextSunrise ? jd : null);
  return {
    previousSunset,
    sunrise,
    sunset,
    nextSunrise,
    moonrise: withinDay(event("moon", "rise", sunrise)),
    moonset: withinDay(event("moon", "set", sunrise)),
  };
}
