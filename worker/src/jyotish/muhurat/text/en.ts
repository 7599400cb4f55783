// SPDX-License-Identifier: AGPL-3.0-or-later
/** Why a muhurat window passes, in English. */
import { tithiName, varaNames } from "../../panchang-names";
import { muhuratKindNames } from "../../terms/muhurat";
import { nakshatraNames } from "../../terms/nakshatras";
import { signNames } from "../../terms/signs";
import type { Templates } from "../../text";
import type { MuhuratTexts } from "../texts";

export const muhuratEn: Templates<MuhuratTexts> = {
  "muhurat.nakshatra": (p) => `Nakshatra ${nakshatraNames[p.nakshatra].en} is one of those permitted for ${muhuratKindNames[p.kind].en}`,
  "muhurat.tithi": (p) => `Tithi ${tithiName(p.tithi, "en")} is permitted`,
  "muhurat.weekday": (p) => `${varaNames[p.weekday]!.en} is a permitted weekday`,
  "muhurat.lagna": (p) => `Lagna ${p.signs.map((s) => signNames[s].en).join(", then ")}: permitted`,
  "muhurat.no-bhadra": () => "No Bhadra (Vishti karana)",
  "muhurat.no-rahu-kaal": () => "Outside Rahu kaal",
  "muhurat.no-bad-yoga": () => "Not in Vyatipata or Vaidhriti yoga",
  "muhurat.clear.kharmas": () => "outside kharmas (the Sun is not in Sagittarius or Pisces)",
  "muhurat.clear.chaturmas": () => "outside chaturmas (Devshayani to Devutthana Ekadashi)",
  "muhurat.clear.adhika-masa": () => "not in an adhika (intercalary) month",
  "muhurat.clear.jupiter-combust": () => "Jupiter is not combust",
  "muhurat.clear.venus-combust": () => "Venus is not combust",
};
