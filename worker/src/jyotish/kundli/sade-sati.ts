// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Sade sati and dhaiya over a life, from Saturn's sidereal sign ingresses (the generated table
 * saturn-ingresses.json, 1800–2200, retrograde re-entries included; see
 * scripts/saturn-ingresses.ts).
 *
 * - Sade sati: Saturn in the 12th, 1st and 2nd signs from the natal Moon's sign — phases
 *   "rising", "peak", "setting"; a retrograde return into the window continues the same sade
 *   sati, so each sade sati is one stretch with its phases in order.
 * - Dhaiya (small panoti): Saturn in the 4th ("kantaka") or the 8th ("ashtama") sign from the
 *   Moon, about two and a half years each.
 */
import type { Ayanamsa } from "@ephemeris";
import ingresses from "./saturn-ingresses.json";

export type SadeSatiPhase = "rising" | "peak" | "setting";
export interface Stretch {
  start: number;
  end: number;
}
export interface SadeSati extends Stretch {
  phases: (Stretch & { phase: SadeSatiPhase })[];
}
export interface Dhaiya extends Stretch {
  kind: "kantaka" | "ashtama";
}
export interface SaturnPeriods {
  sadeSati: SadeSati[];
  dhaiya: Dhaiya[];
  /** The table's range: periods outside it are not known. */
  coveredUntil: number;
}

const table = ingresses.table as Record<Ayanamsa, [number, number][]>;

/** Saturn's sign stretches overlapping [from, to]: each [start, end) with its sign. */
function saturnSigns(ayanamsa: Ayanamsa, from: number, to: number): (Stretch & { sign: number })[] {
  const rows = table[ayanamsa];
  const out: (Stretch & { sign: number })[] = [];
  for (let i = 0; i < rows.length; i++) {
    const start = rows[i]![0];
    const end = i + 1 < rows.length ? rows[i + 1]![0] : ingresses.toJd;
    if (end <= from || start >= to) continue;
    out.push({ start: Math.max(start, from), end: Math.min(end, to), sign: rows[i]![1] });
  }
  return out;
}

/**
 * Sade sati and dhaiya periods from `fromJd` (birth) for `years`, for the natal Moon's sign
 * (0 = Aries). Null when the birth lies outside the table (before 1800 or after 2200).
 */
export function saturnPeriods(moonSign: number, fromJd: number, ayanamsa: Ayanamsa = "lahiri", years = 100): SaturnPeriods | null {
  if (fromJd < ingresses.fromJd || fromJd >= ingresses.toJd) return null;
  const toJd = Math.min(fromJd + years * 365.25, ingresses.toJd);
  const phaseOf = (sign: number): SadeSatiPhase | null =>
    sign === (moonSign + 11) % 12 ? "rising" : sign === moonSign ? "peak" : sign === (moonSign + 1) % 12 ? "setting" : null;
  const sadeSati: SadeSati[] = [];
  const dhaiya: Dhaiya[] = [];
  for (const s of saturnSigns(ayanamsa, fromJd, toJd)) {
    const phase = phaseOf(s.sign);
    if (phase) {
      const last = sadeSati.at(-1);
      // Contiguous with the previous sade sati stretch (retrograde back and forth inside the window).
      if (last && last.end === s.start) {
        last.end = s.end;
        const lastPhase = last.phases.at(-1)!;
        if (lastPhase.phase === phase) lastPhase.end = s.end;
        else last.phases.push({ phase, start: s.start, end: s.end });
      } else sadeSati.push({ start: s.start, end: s.end, phases: [{ phase, start: s.start, end: s.end }] });
      continue;
    }
    const kind = s.sign === (moonSign + 3) % 12 ? "kantaka" : s.sign === (moonSign + 7) % 12 ? "ashtama" : null;
    if (!kind) continue;
    const last = dhaiya.at(-1);
    if (last && last.kind === kind && last.end === s.start) last.end = s.end;
    else dhaiya.push({ kind, start: s.start, end: s.end });
  }
  return { sadeSati, dhaiya, coveredUntil: toJd };
}
