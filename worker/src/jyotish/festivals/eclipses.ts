// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The solar and lunar eclipses of a Gregorian year that can be seen, at least in part, from a
 * place (Swiss Ephemeris' swe_sol_eclipse_when_loc and swe_lun_eclipse_when_loc through the
 * `Ephemeris` binding), with the sutak period that precedes them.
 *
 * Sutak (DS; as drikpanchang.com prints it): four prahars (12 hours) before a solar eclipse and
 * three prahars (9 hours) before a lunar one, counted from the eclipse's first contact, and
 * lasting until the eclipse ends. Penumbral lunar eclipses carry no sutak.
 */
import type { Ephemeris, LocalEclipse } from "@ephemeris";
import type { Interval } from "../sky/year";

export interface Eclipse extends LocalEclipse {
  sutak: Interval | null;
}

const SUTAK_HOURS = { solar: 12, lunar: 9 } as const;

/** Eclipses whose maximum falls in [fromJd, toJd), seen from the place. */
export function eclipsesBetween(eph: Ephemeris, fromJd: number, toJd: number, place: { latitudeDeg: number; longitudeDeg: number }): Eclipse[] {
  const out: Eclipse[] = [];
  for (const kind of ["solar", "lunar"] as const) {
    let t = fromJd;
    // Each search starts a day after the last eclipse ended, so the loop moves forward by more
    // than a day a turn; eclipses of one kind come at least a lunar month apart, so a span
    // holds fewer than span / 29 + 2 of them. Both bounds stop it on a malformed answer.
    for (let turns = Math.ceil((toJd - fromJd) / 29) + 2; turns > 0; turns--) {
      const e = eph.nextEclipse(kind, t, place);
      if (!(e.maximum < toJd)) break;
      if (e.maximum >= fromJd) {
        const sutak = e.type === "penumbral" ? null : { start: e.start - SUTAK_HOURS[kind] / 24, end: e.end };
        out.push({ ...e, sutak });
      }
      const next = Math.max(e.end, e.maximum) + 1;
      if (!(next > t)) throw new Error(`eclipsesBetween: the ${kind} eclipse search did not move forward from JD ${t}`);
      t = next;
    }
  }
  return out.sort((a, b) => a.maximum - b.maximum);
}
