// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Why a muhurat window passes, as codes: the permitted nakshatra, tithi, weekday and lagna,
 * and the periods it keeps clear of. The sentences are in `text/<lang>.ts`.
 */
import { type NakshatraId, nakshatraIds } from "../terms/nakshatras";
import { type SignId, signIds } from "../terms/signs";
import { type Samples, text, type TextOf } from "../text";
import { type MuhuratKind, muhuratRules, type MuhuratWindow, type PeriodId } from "./index";

type None = Record<string, never>;
export interface MuhuratTexts {
  "muhurat.nakshatra": { nakshatra: NakshatraId; kind: MuhuratKind };
  /** `tithi`: 1–30 (1 = Shukla Pratipada). */
  "muhurat.tithi": { tithi: number };
  /** `weekday`: 0 = Sunday. */
  "muhurat.weekday": { weekday: number };
  "muhurat.lagna": { signs: SignId[] };
  "muhurat.no-bhadra": None;
  "muhurat.no-rahu-kaal": None;
  "muhurat.no-bad-yoga": None;
  "muhurat.clear.kharmas": None;
  "muhurat.clear.chaturmas": None;
  "muhurat.clear.adhika-masa": None;
  "muhurat.clear.jupiter-combust": None;
  "muhurat.clear.venus-combust": None;
}
export type MuhuratText = TextOf<MuhuratTexts>;
const t = text<MuhuratTexts>();

/** Every rule a window passed, in the order the muhurat texts check them. */
export function muhuratReasons(w: MuhuratWindow, kind: MuhuratKind): MuhuratText[] {
  return [
    t("muhurat.nakshatra", { nakshatra: nakshatraIds[w.nakshatra - 1]!, kind }),
    t("muhurat.tithi", { tithi: w.tithi }),
    t("muhurat.weekday", { weekday: w.weekday }),
    ...(w.lagnas ? [t("muhurat.lagna", { signs: w.lagnas.map((s) => signIds[s]!) })] : []),
    t("muhurat.no-bhadra", {}),
    t("muhurat.no-rahu-kaal", {}),
    t("muhurat.no-bad-yoga", {}),
    ...muhuratRules[kind].avoid.map((p: PeriodId) => t(`muhurat.clear.${p}`, {})),
  ];
}

export const muhuratSamples: Samples<MuhuratTexts> = {
  "muhurat.nakshatra": { nakshatra: "rohini", kind: "marriage" },
  "muhurat.tithi": { tithi: 7 },
  "muhurat.weekday": { weekday: 4 },
  "muhurat.lagna": { signs: ["taurus", "gemini"] },
  "muhurat.no-bhadra": {},
  "muhurat.no-rahu-kaal": {},
  "muhurat.no-bad-yoga": {},
  "muhurat.clear.kharmas": {},
  "muhurat.clear.chaturmas": {},
  "muhurat.clear.adhika-masa": {},
  "muhurat.clear.jupiter-combust": {},
  "muhurat.clear.venus-combust": {},
};
