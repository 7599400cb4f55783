// SPDX-License-Identifier: AGPL-3.0-or-later
/** मिलान की व्याख्याएँ हिंदी में: वर और कन्या, जैसे कुंडली मिलान में लिखा जाता है। */
import { grahaNames, type GrahaId } from "../../terms/grahas";
import { attributeNames, rajjuNames, relationNames } from "../../terms/matching";
import type { Templates } from "../../text";
import { hiOrdinal } from "../../text/ordinals";
import type { MatchingTexts } from "../texts";

const a = (id: string) => attributeNames[id]?.hi ?? id;
const g = (id: GrahaId) => grahaNames[id].hi;
const r = (id: keyof typeof rajjuNames) => rajjuNames[id].hi;
const ord = hiOrdinal;
/** The classical names of the three bhakoot doshas. */
const bhakootName = (x: number, y: number) => ({ 2: "द्विर्द्वादश", 5: "नवपंचम", 6: "षडाष्टक" } as Record<number, string>)[Math.min(x, y)] ?? `${x}/${y}`;
const side = (s: "boy" | "girl") => (s === "boy" ? "वर" : "कन्या");
const taraRule = (p: { boy: string; girl: string }) =>
  `कन्या के नक्षत्र से गिनने पर वर का नक्षत्र ${a(p.boy)} तारा में पड़ता है, और वर के नक्षत्र से गिनने पर कन्या का नक्षत्र ${a(p.girl)} तारा में।`;

export const matchingHi: Templates<MatchingTexts> = {
  "koota.varna.ok": (p) => `वर का वर्ण (${a(p.boy)}) कन्या के वर्ण (${a(p.girl)}) के समान या उससे ऊँचा है।`,
  "koota.varna.low": (p) => `कन्या का वर्ण (${a(p.girl)}) वर के वर्ण (${a(p.boy)}) से ऊँचा है, इसलिए वर्ण का अंक नहीं मिलता।`,
  "koota.vashya.same": (p) => `दोनों ${a(p.vashya)} वश्य के हैं: आपस में आकर्षण और प्रभाव बना रहता है।`,
  "koota.vashya.mixed": (p) => `वर ${a(p.boy)} और कन्या ${a(p.girl)} वश्य: 2 में से ${p.score} अंक।`,
  "koota.tara.north": (p) => `${taraRule(p)} विपत्, प्रत्यरि और वध तारा को अंक नहीं मिलते; बाकी तारा हर ओर से 1.5 अंक देती है।`,
  "koota.tara.pyjhora": (p) => `${taraRule(p)} PyJHora की गणना में जो दिशा विपत्, प्रत्यरि या वध पर पड़ती है, उसे 1.5 अंक मिलते हैं।`,
  "koota.yoni.same": (p) => `दोनों की योनि एक ही है (${a(p.yoni)}): पूरा सामंजस्य।`,
  "koota.yoni.enemies": (p) => `${a(p.boy)} और ${a(p.girl)} योनि में जन्मजात वैर है।`,
  "koota.yoni.mixed": (p) => `वर की ${a(p.boy)} और कन्या की ${a(p.girl)} योनि: 4 में से ${p.score} अंक।`,
  "koota.graha-maitri.same-lord": (p) => `दोनों की चंद्र राशि का स्वामी ${g(p.lord)} है।`,
  "koota.graha-maitri.mixed": (p) =>
    `${g(p.boy)} ${g(p.girl)} को ${relationNames[p.boyView].hi} मानता है; ${g(p.girl)} ${g(p.boy)} को ${relationNames[p.girlView].hi} मानता है।`,
  "koota.gana.same": (p) => `दोनों ${a(p.gana)} गण के हैं।`,
  "koota.gana.mixed": (p) => `वर ${a(p.boy)} गण और कन्या ${a(p.girl)} गण: 6 में से ${p.score} अंक।`,
  "koota.bhakoot.ok": (p) => `दोनों की चंद्र राशियाँ आपस में ${p.girlFromBoy}/${p.boyFromGirl} पर हैं: शुभ भकूट।`,
  "koota.bhakoot.dosha": (p) => `दोनों की चंद्र राशियाँ आपस में ${p.girlFromBoy}/${p.boyFromGirl} (${bhakootName(p.girlFromBoy, p.boyFromGirl)}) पर हैं: भकूट दोष।`,
  "koota.nadi.different": (p) => `नाड़ियाँ अलग हैं (${a(p.boy)} और ${a(p.girl)})।`,
  "koota.nadi.same": (p) => `दोनों की ${a(p.nadi)} नाड़ी है: नाड़ी दोष।`,
  "cancel.nadi.same-sign": () => "चंद्र राशि एक है पर नक्षत्र अलग हैं",
  "cancel.nadi.same-star-different-sign": () => "नक्षत्र एक है पर चंद्र राशियाँ अलग हैं",
  "cancel.nadi.same-star-different-pada": () => "नक्षत्र और राशि एक हैं पर चरण अलग हैं",
  "cancel.bhakoot.same-lord": (p) => `दोनों चंद्र राशियों का स्वामी ${g(p.lord)} ही है`,
  "cancel.bhakoot.friendly-lords": (p) => `राशि स्वामी ${g(p.boy)} और ${g(p.girl)} नैसर्गिक मित्र हैं`,
  "cancel.gana.friendly-lords": () => "चंद्र राशियों के स्वामी एक ही हैं या नैसर्गिक मित्र हैं",
  "cancel.gana.star-distance": (p) => `वर के नक्षत्र से कन्या का नक्षत्र ${ord(p.distance)} है (चौदहवें से आगे)`,
  "porutham.dina": (p) => `कन्या के नक्षत्र से वर का नक्षत्र ${ord(p.count)} है।`,
  "porutham.dina.same-star": () => "वर और कन्या का नक्षत्र एक ही है।",
  "porutham.gana.agree": (p) => `वर का ${a(p.boy)} गण और कन्या का ${a(p.girl)} गण मेल खाते हैं।`,
  "porutham.gana.far": (p) => `${a(p.boy)} और ${a(p.girl)} गण, पर वर के नक्षत्र से कन्या का नक्षत्र ${ord(p.distance)} है (चौदहवें से आगे), इसलिए दोष नहीं।`,
  "porutham.gana.disagree": (p) => `वर का ${a(p.boy)} गण और कन्या का ${a(p.girl)} गण मेल नहीं खाते।`,
  "porutham.mahendra": (p) => `कन्या के नक्षत्र से वर का नक्षत्र ${ord(p.count)} है; माहेन्द्र के लिए चौथा, 7वाँ, 10वाँ … 25वाँ चाहिए।`,
  "porutham.stree-deergha": (p) => `कन्या के नक्षत्र से वर का नक्षत्र ${ord(p.count)} है; स्त्री दीर्घ के लिए ${p.limit} से आगे होना चाहिए।`,
  "porutham.yoni.enemies": (p) => `${a(p.boy)} और ${a(p.girl)} योनि में जन्मजात वैर है।`,
  "porutham.yoni.ok": (p) => `वर की ${a(p.boy)} और कन्या की ${a(p.girl)} योनि में वैर नहीं है।`,
  "porutham.rasi": (p) => `कन्या की चंद्र राशि से वर की चंद्र राशि ${ord(p.count, "f")} है।`,
  "porutham.rasi-adhipathi.ok": (p) => `${g(p.boy)} और ${g(p.girl)} आपस में शत्रु नहीं हैं।`,
  "porutham.rasi-adhipathi.enemies": (p) => `${g(p.boy)} और ${g(p.girl)} आपस में शत्रु हैं।`,
  "porutham.vasya.ok": () => "एक चंद्र राशि दूसरी की वश्य है।",
  "porutham.vasya.none": () => "कोई भी चंद्र राशि दूसरी की वश्य नहीं है।",
  "porutham.rajju.different": (p) => `रज्जु अलग हैं (${r(p.boy)} और ${r(p.girl)})।`,
  "porutham.rajju.opposite": (p) => `दोनों ${r(p.rajju)} रज्जु के हैं, पर एक आरोही और दूसरा अवरोही है।`,
  "porutham.rajju.same": (p) => `दोनों नक्षत्र ${r(p.rajju)} रज्जु पर हैं।`,
  "porutham.vedha.ok": () => "दोनों नक्षत्र एक-दूसरे का वेध नहीं करते।",
  "porutham.vedha.pair": () => "दोनों नक्षत्र आपस में वेध युग्म हैं।",
  "porutham.pyjhora.dina": (p) => `PyJHora वर के नक्षत्र से गिनता है: कन्या का नक्षत्र ${ord(p.count)} है।`,
  "porutham.pyjhora.gana": (p) => `PyJHora की सूचियों के अनुसार वर ${a(p.boy)} गण और कन्या ${a(p.girl)} गण।`,
  "porutham.pyjhora.mahendra": (p) => `कन्या के नक्षत्र से वर का नक्षत्र ${ord(p.count)} है।`,
  "porutham.pyjhora.stree-deergha": (p) => `कन्या के नक्षत्र से वर का नक्षत्र ${ord(p.count)} है; PyJHora में 7 से आगे होना चाहिए।`,
  "porutham.pyjhora.yoni": (p) => `वर की ${a(p.boy)} और कन्या की ${a(p.girl)} योनि।`,
  "porutham.pyjhora.rasi": (p) => `कन्या की चंद्र राशि से वर की चंद्र राशि ${ord(p.count, "f")} है; PyJHora में छठी से आगे होनी चाहिए।`,
  "porutham.pyjhora.rasi-adhipathi": (p) => `PyJHora की तालिका से: कन्या के राशि स्वामी ${g(p.girl)} का वर के राशि स्वामी ${g(p.boy)} से संबंध।`,
  "porutham.pyjhora.vasya.ok": () => "वर की चंद्र राशि कन्या की राशि की वश्य है।",
  "porutham.pyjhora.vasya.none": () => "वर की चंद्र राशि कन्या की राशि की वश्य नहीं है।",
  "porutham.pyjhora.rajju": (p) => `वर का ${r(p.boy)} और कन्या का ${r(p.girl)} रज्जु, PyJHora की आरोही सूची से।`,
  "porutham.pyjhora.vedha.ok": () => "दोनों नक्षत्रों की संख्याओं का योग 19, 28 या 37 नहीं है।",
  "porutham.pyjhora.vedha.sum": (p) => `दोनों नक्षत्रों की संख्याओं का योग ${p.sum} है: वेध।`,
  "manglik-match.both": () => "वर और कन्या दोनों मांगलिक हैं: दोनों का दोष आपस में कट जाता है",
  "manglik-match.malefic-balance": (p) => `${side(p.side)} की कुंडली में ${g(p.planet)} ${ord(p.house, "o")} भाव में है, जो मांगलिक दोष को संतुलित करता है`,
};
