// SPDX-License-Identifier: AGPL-3.0-or-later
/** ముహూర్త శుద్ధికి కారణాలు తెలుగులో. */
import { tithiName, varaNames } from "../../panchang-names";
import { muhuratKindNames } from "../../terms/muhurat";
import { nakshatraNames } from "../../terms/nakshatras";
import { signNames } from "../../terms/signs";
import type { Templates } from "../../text";
import type { MuhuratTexts } from "../texts";

export const muhuratTe: Templates<MuhuratTexts> = {
  "muhurat.nakshatra": (p) => `${nakshatraNames[p.nakshatra].te} నక్షత్రం ${muhuratKindNames[p.kind].te}కు శుభ నక్షత్రాల్లో ఒకటి`,
  "muhurat.tithi": (p) => `${tithiName(p.tithi, "te")} తిథి గ్రాహ్యం`,
  "muhurat.weekday": (p) => `${varaNames[p.weekday]!.te} శుభ వారం`,
  "muhurat.lagna": (p) => `లగ్నం ${p.signs.map((s) => signNames[s].te).join(", తర్వాత ")}: శుభం`,
  "muhurat.no-bhadra": () => "భద్ర (విష్టి కరణం) లేదు",
  "muhurat.no-rahu-kaal": () => "రాహు కాలం వెలుపల",
  "muhurat.no-bad-yoga": () => "వ్యతీపాత, వైధృతి యోగాలు లేవు",
  "muhurat.clear.kharmas": () => "ఖర్మాసం వెలుపల (సూర్యుడు ధనుస్సు, మీనంలో లేడు)",
  "muhurat.clear.chaturmas": () => "చాతుర్మాస్యం వెలుపల (తొలి ఏకాదశి నుండి ఉత్థాన ఏకాదశి వరకు)",
  "muhurat.clear.adhika-masa": () => "అధిక మాసం కాదు",
  "muhurat.clear.jupiter-combust": () => "గురు మౌఢ్యం లేదు",
  "muhurat.clear.venus-combust": () => "శుక్ర మౌఢ్యం లేదు",
};
