// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Krishnamurti Paddhati star lords and sub lords (K. S. Krishnamurti, "KP Reader" I): each
 * nakshatra (13°20′) is divided into nine subs in the Vimshottari order starting from the
 * nakshatra's own lord, each sub proportional to its lord's Vimshottari years (of 120); the
 * sub is divided the same way into sub-subs. Use with the KP ayanamsa and Placidus cusps.
 */
import { NAKSHATRA_SPAN_DEG, normalizeDeg, VIMSHOTTARI_LORDS, type DashaLord } from "@ephemeris";
import type { GrahaId } from "../glossary";
import { signLords } from "./chart";
import { vimshottariYears } from "./dasha";

export interface KpLords {
  signLord: GrahaId;
  starLord: DashaLord;
  subLord: DashaLord;
  subSubLord: DashaLord;
}

/** The lord of the part of `span` degrees (starting with `first`) in which `offset` falls, and that part's start and width. */
function divide(first: DashaLord, span: number, offset: number): { lord: DashaLord; start: number; width: number } {
  let start = 0;
  const i0 = VIMSHOTTARI_LORDS.indexOf(first);
  for (let i = 0; i < 9; i++) {
    const lord = VIMSHOTTARI_LORDS[(i0 + i) % 9]!;
    const width = (span * vimshottariYears[lord]) / 120;
    if (offset < start + width || i === 8) return { lord, start, width };
    start += width;
  }
  throw new Error("unreachable");
}

export function kpLords(longitudeDeg: number): KpLords {
  const lon = normalizeDeg(longitudeDeg);
  const n = Math.min(26, Math.floor(lon / NAKSHATRA_SPAN_DEG));
  const starLord = VIMSHOTTARI_LORDS[n % 9]!;
  const inStar = lon - n * NAKSHATRA_SPAN_DEG;
  const sub = divide(starLord, NAKSHATRA_SPAN_DEG, inStar);
  const subSub = divide(sub.lord, sub.width, inStar - sub.start);
  return { signLord: signLords[Math.floor(lon / 30)]!, starLord, subLord: sub.lord, subSubLord: subSub.lord };
}
