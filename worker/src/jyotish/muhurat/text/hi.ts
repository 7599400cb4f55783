// SPDX-License-Identifier: AGPL-3.0-or-later
/** मुहूर्त शुद्धि के कारण हिंदी में। */
import { tithiName, varaNames } from "../../panchang-names";
import { muhuratKindNames } from "../../terms/muhurat";
import { nakshatraNames } from "../../terms/nakshatras";
import { signNames } from "../../terms/signs";
import type { Templates } from "../../text";
import type { MuhuratTexts } from "../texts";

export const muhuratHi: Templates<MuhuratTexts> = {
  "muhurat.nakshatra": (p) => `${nakshatraNames[p.nakshatra].hi} नक्षत्र ${muhuratKindNames[p.kind].hi} के लिए शुभ नक्षत्रों में है`,
  "muhurat.tithi": (p) => `${tithiName(p.tithi, "hi")} तिथि ग्राह्य है`,
  "muhurat.weekday": (p) => `${varaNames[p.weekday]!.hi} शुभ वार है`,
  "muhurat.lagna": (p) => `लग्न ${p.signs.map((s) => signNames[s].hi).join(", फिर ")}: शुभ`,
  "muhurat.no-bhadra": () => "भद्रा (विष्टि करण) नहीं है",
  "muhurat.no-rahu-kaal": () => "राहु काल से बाहर",
  "muhurat.no-bad-yoga": () => "व्यतीपात या वैधृति योग नहीं है",
  "muhurat.clear.kharmas": () => "खरमास से बाहर (सूर्य धनु या मीन में नहीं)",
  "muhurat.clear.chaturmas": () => "चातुर्मास (देवशयनी से देवउठनी एकादशी) से बाहर",
  "muhurat.clear.adhika-masa": () => "अधिक मास (मलमास) नहीं है",
  "muhurat.clear.jupiter-combust": () => "गुरु अस्त नहीं है",
  "muhurat.clear.venus-combust": () => "शुक्र अस्त नहीं है",
};
