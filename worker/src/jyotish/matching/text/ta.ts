// SPDX-License-Identifier: AGPL-3.0-or-later
/** பொருத்த விளக்கங்கள் தமிழில்: ஆண், பெண் என்று, ஜோதிடர் திருமணப் பொருத்தம் எழுதும் முறையில். */
import { grahaNames, type GrahaId } from "../../terms/grahas";
import { attributeNames, kootaNames, poruthamNames, rajjuNames, relationNames } from "../../terms/matching";
import type { Templates } from "../../text";
import type { MatchingTexts } from "../texts";

const a = (id: string) => attributeNames[id]?.ta ?? id;
const g = (id: GrahaId) => grahaNames[id].ta;
const r = (id: keyof typeof rajjuNames) => rajjuNames[id].ta;
/** The dative of each graha's name ("சூரியனுக்கு சனி பகை"). */
const to: Record<GrahaId, string> = {
  sun: "சூரியனுக்கு", moon: "சந்திரனுக்கு", mars: "செவ்வாய்க்கு", mercury: "புதனுக்கு", jupiter: "குருவுக்கு",
  venus: "சுக்கிரனுக்கு", saturn: "சனிக்கு", rahu: "ராகுவுக்கு", ketu: "கேதுவுக்கு",
};
const ord = (n: number) => `${n}-வது`;
const bhakootName = (x: number, y: number) => ({ 2: "த்விர்த்வாதசம்", 5: "நவபஞ்சமம்", 6: "சஷ்டாஷ்டகம்" } as Record<number, string>)[Math.min(x, y)] ?? `${x}/${y}`;
const side = (s: "boy" | "girl") => (s === "boy" ? "ஆணின்" : "பெண்ணின்");
const taraRule = (p: { boy: string; girl: string }) =>
  `பெண்ணின் நட்சத்திரத்திலிருந்து எண்ணினால் ஆணின் நட்சத்திரம் ${a(p.boy)} தாரை; ஆணின் நட்சத்திரத்திலிருந்து எண்ணினால் பெண்ணின் நட்சத்திரம் ${a(p.girl)} தாரை.`;

const doshaTa = { nadi: "நாடி தோஷம்", bhakoot: "பகூட தோஷம்", gana: "கண தோஷம்" } as const;
const doshasTa = (ids: (keyof typeof doshaTa)[]) => ids.map((id) => doshaTa[id]).join(", ");
const poruthamsTa = (ids: string[]) => ids.map((id) => poruthamNames[id as keyof typeof poruthamNames].ta).join(", ");
const chosenTa = (from: "language" | "option", usual: string) => (from === "option" ? "நீங்கள் தேர்ந்தெடுத்தபடி, இந்த" : usual);

export const matchingTa: Templates<MatchingTexts> = {
  "koota.varna.ok": (p) => `ஆணின் வர்ணம் (${a(p.boy)}) பெண்ணின் வர்ணத்துக்கு (${a(p.girl)}) சமமானது அல்லது உயர்ந்தது.`,
  "koota.varna.low": (p) => `பெண்ணின் வர்ணம் (${a(p.girl)}) ஆணின் வர்ணத்தை (${a(p.boy)}) விட உயர்ந்தது; வர்ணப் புள்ளி இல்லை.`,
  "koota.vashya.same": (p) => `இருவரும் ${a(p.vashya)} வசியம்: ஒருவர் மீது ஒருவருக்கு ஈர்ப்பும் செல்வாக்கும் உண்டு.`,
  "koota.vashya.mixed": (p) => `ஆண் ${a(p.boy)}, பெண் ${a(p.girl)}: 2-க்கு ${p.score} புள்ளிகள்.`,
  "koota.tara.north": (p) => `${taraRule(p)} விபத், பிரத்யக், வதை தாரைகளுக்குப் புள்ளி இல்லை; மற்ற தாரைகளுக்கு ஒவ்வொரு பக்கமும் 1.5 புள்ளி.`,
  "koota.tara.pyjhora": (p) => `${taraRule(p)} PyJHora முறையில் விபத், பிரத்யக் அல்லது வதை தாரையில் விழும் ஒவ்வொரு பக்கத்துக்கும் 1.5 புள்ளி.`,
  "koota.yoni.same": (p) => `இருவருக்கும் ஒரே யோனி (${a(p.yoni)}): முழு இணக்கம்.`,
  "koota.yoni.enemies": (p) => `${a(p.boy)}, ${a(p.girl)} யோனிகள் ஜன்மப் பகை.`,
  "koota.yoni.mixed": (p) => `ஆண் ${a(p.boy)} யோனி, பெண் ${a(p.girl)} யோனி: 4-க்கு ${p.score} புள்ளிகள்.`,
  "koota.graha-maitri.same-lord": (p) => `இருவரின் சந்திர ராசிக்கும் அதிபதி ${g(p.lord)}.`,
  "koota.graha-maitri.mixed": (p) =>
    `${to[p.boy]} ${g(p.girl)} ${relationNames[p.boyView].ta}; ${to[p.girl]} ${g(p.boy)} ${relationNames[p.girlView].ta}.`,
  "koota.gana.same": (p) => `இருவரும் ${a(p.gana)} கணம்.`,
  "koota.gana.mixed": (p) => `ஆண் ${a(p.boy)} கணம், பெண் ${a(p.girl)} கணம்: 6-க்கு ${p.score} புள்ளிகள்.`,
  "koota.bhakoot.ok": (p) => `சந்திர ராசிகள் ஒன்றுக்கொன்று ${p.girlFromBoy}/${p.boyFromGirl} நிலையில் உள்ளன: நல்ல அமைப்பு.`,
  "koota.bhakoot.dosha": (p) => `சந்திர ராசிகள் ஒன்றுக்கொன்று ${p.girlFromBoy}/${p.boyFromGirl} (${bhakootName(p.girlFromBoy, p.boyFromGirl)}) நிலையில் உள்ளன: பகூட தோஷம்.`,
  "koota.nadi.different": (p) => `நாடிகள் வேறுவேறு (${a(p.boy)}, ${a(p.girl)}).`,
  "koota.nadi.same": (p) => `இருவருக்கும் ${a(p.nadi)} நாடி: நாடி தோஷம்.`,
  "cancel.nadi.same-sign": () => "சந்திர ராசி ஒன்று, நட்சத்திரங்கள் வேறு",
  "cancel.nadi.same-star-different-sign": () => "நட்சத்திரம் ஒன்று, சந்திர ராசிகள் வேறு",
  "cancel.nadi.same-star-different-pada": () => "நட்சத்திரமும் ராசியும் ஒன்று, பாதங்கள் வேறு",
  "cancel.bhakoot.same-lord": (p) => `இரு சந்திர ராசிகளுக்கும் அதிபதி ${g(p.lord)}`,
  "cancel.bhakoot.friendly-lords": (p) => `ராசி அதிபதிகள் ${g(p.boy)}, ${g(p.girl)} இயற்கை நண்பர்கள்`,
  "cancel.gana.friendly-lords": () => "சந்திர ராசி அதிபதிகள் ஒருவரே அல்லது இயற்கை நண்பர்கள்",
  "cancel.gana.star-distance": (p) => `ஆணின் நட்சத்திரத்திலிருந்து பெண்ணின் நட்சத்திரம் ${ord(p.distance)} (14-க்கு அப்பால்)`,
  "porutham.dina": (p) => `பெண் நட்சத்திரத்திலிருந்து ஆண் நட்சத்திரம் ${ord(p.count)}.`,
  "porutham.dina.same-star": () => "இருவருக்கும் ஒரே நட்சத்திரம்.",
  "porutham.gana.agree": (p) => `ஆண் ${a(p.boy)} கணம், பெண் ${a(p.girl)} கணம்: பொருந்துகின்றன.`,
  "porutham.gana.far": (p) => `${a(p.boy)}, ${a(p.girl)} கணங்கள்; ஆனால் ஆண் நட்சத்திரத்திலிருந்து பெண் நட்சத்திரம் ${ord(p.distance)} (14-க்கு அப்பால்), எனவே பொருத்தம் உண்டு.`,
  "porutham.gana.disagree": (p) => `ஆண் ${a(p.boy)} கணம், பெண் ${a(p.girl)} கணம்: பொருந்தவில்லை.`,
  "porutham.mahendra": (p) => `பெண் நட்சத்திரத்திலிருந்து ஆண் நட்சத்திரம் ${ord(p.count)}; மகேந்திரத்துக்கு 4, 7, 10 … 25-வது வர வேண்டும்.`,
  "porutham.stree-deergha": (p) => `பெண் நட்சத்திரத்திலிருந்து ஆண் நட்சத்திரம் ${ord(p.count)}; ஸ்திரீ தீர்க்கத்துக்கு ${p.limit}-க்கு மேல் வேண்டும்.`,
  "porutham.yoni.enemies": (p) => `${a(p.boy)}, ${a(p.girl)} யோனிகள் ஜன்மப் பகை.`,
  "porutham.yoni.ok": (p) => `ஆண் ${a(p.boy)} யோனி, பெண் ${a(p.girl)} யோனி: பகை இல்லை.`,
  "porutham.rasi": (p) => `பெண் ராசியிலிருந்து ஆண் ராசி ${ord(p.count)}.`,
  "porutham.rasi-adhipathi.ok": (p) => `${g(p.boy)}, ${g(p.girl)} ஒருவருக்கொருவர் பகை அல்ல.`,
  "porutham.rasi-adhipathi.enemies": (p) => `${g(p.boy)}, ${g(p.girl)} ஒருவருக்கொருவர் பகை.`,
  "porutham.vasya.ok": () => "ஒரு சந்திர ராசி மற்றதற்கு வசியம்.",
  "porutham.vasya.none": () => "எந்தச் சந்திர ராசியும் மற்றதற்கு வசியம் இல்லை.",
  "porutham.rajju.different": (p) => `ரஜ்ஜுகள் வேறுவேறு (${r(p.boy)}, ${r(p.girl)}).`,
  "porutham.rajju.opposite": (p) => `இருவரும் ${r(p.rajju)} ரஜ்ஜு; ஆனால் ஒன்று ஆரோகணம், மற்றது அவரோகணம்.`,
  "porutham.rajju.same": (p) => `இரு நட்சத்திரங்களும் ${r(p.rajju)} ரஜ்ஜு.`,
  "porutham.vedha.ok": () => "நட்சத்திரங்கள் ஒன்றையொன்று வேதிக்கவில்லை.",
  "porutham.vedha.pair": () => "இரு நட்சத்திரங்களும் வேதை ஜோடி.",
  "porutham.pyjhora.dina": (p) => `PyJHora ஆண் நட்சத்திரத்திலிருந்து எண்ணுகிறது: பெண் நட்சத்திரம் ${ord(p.count)}.`,
  "porutham.pyjhora.gana": (p) => `PyJHora பட்டியல்படி ஆண் ${a(p.boy)} கணம், பெண் ${a(p.girl)} கணம்.`,
  "porutham.pyjhora.mahendra": (p) => `பெண் நட்சத்திரத்திலிருந்து ஆண் நட்சத்திரம் ${ord(p.count)}.`,
  "porutham.pyjhora.stree-deergha": (p) => `பெண் நட்சத்திரத்திலிருந்து ஆண் நட்சத்திரம் ${ord(p.count)}; PyJHora-வில் 7-க்கு மேல் வேண்டும்.`,
  "porutham.pyjhora.yoni": (p) => `ஆண் ${a(p.boy)} யோனி, பெண் ${a(p.girl)} யோனி.`,
  "porutham.pyjhora.rasi": (p) => `பெண் ராசியிலிருந்து ஆண் ராசி ${ord(p.count)}; PyJHora-வில் 6-க்கு மேல் வேண்டும்.`,
  "porutham.pyjhora.rasi-adhipathi": (p) => `PyJHora அட்டவணைப்படி பெண்ணின் ராசி அதிபதி ${g(p.girl)}, ஆணின் ராசி அதிபதி ${g(p.boy)}.`,
  "porutham.pyjhora.vasya.ok": () => "ஆணின் சந்திர ராசி பெண்ணின் ராசிக்கு வசியம்.",
  "porutham.pyjhora.vasya.none": () => "ஆணின் சந்திர ராசி பெண்ணின் ராசிக்கு வசியம் இல்லை.",
  "porutham.pyjhora.rajju": (p) => `ஆண் ${r(p.boy)} ரஜ்ஜு, பெண் ${r(p.girl)} ரஜ்ஜு (PyJHora ஆரோகணப் பட்டியல்படி).`,
  "porutham.pyjhora.vedha.ok": () => "நட்சத்திர எண்களின் கூட்டுத்தொகை 19, 28, 37 அல்ல.",
  "porutham.pyjhora.vedha.sum": (p) => `நட்சத்திர எண்களின் கூட்டுத்தொகை ${p.sum}: வேதை.`,
  "manglik-match.both": () => "இருவருக்கும் செவ்வாய் தோஷம்: தோஷங்கள் ஒன்றையொன்று சமன் செய்கின்றன",
  "manglik-match.malefic-balance": (p) => `${side(p.side)} ஜாதகத்தில் ${g(p.planet)} ${p.house}-ஆம் இடத்தில் இருந்து தோஷத்தைச் சமன் செய்கிறது`,
  "verdict.excellent": () => "மிகச் சிறந்த பொருத்தம்",
  "verdict.good": () => "நல்ல பொருத்தம்",
  "verdict.acceptable": () => "ஏற்கத்தக்க பொருத்தம்",
  "verdict.caution": () => "கவனத்துடன் முடிவெடுங்கள்",
  "verdict.not-recommended": () => "இந்தப் பொருத்தம் உகந்ததல்ல",
  "verdict.koota.meets": (p) =>
    p.cancelled.length === 0
      ? `அஷ்டகூடப் பொருத்தத்தில் 36-க்கு ${p.total} புள்ளிகள்: வட இந்திய முறை கேட்கும் குறைந்தபட்சம் ${p.minimum} புள்ளிகள் உள்ளன.`
      : p.total < p.minimum
        ? `அஷ்டகூடப் பொருத்தத்தில் 36-க்கு ${p.total} புள்ளிகளே, வழக்கமான ${p.minimum}-க்குக் குறைவு; ஆனால் சாஸ்திர விதிவிலக்குகளால் ${doshasTa(p.cancelled)} நிவர்த்தி ஆவதால், பயனுள்ள மதிப்பெண் ${p.effective} ஆகிறது.`
        : `அஷ்டகூடப் பொருத்தத்தில் 36-க்கு ${p.total} புள்ளிகள்; ${doshasTa(p.cancelled)} நிவர்த்தி ஆவதால் இது ${p.effective} எனக் கொள்ளப்படுகிறது, குறைந்தபட்சமான ${p.minimum}-க்கு மேல்.`,
  "verdict.koota.below": (p) =>
    p.cancelled.length === 0
      ? `அஷ்டகூடப் பொருத்தத்தில் 36-க்கு ${p.total} புள்ளிகளே: வட இந்திய முறை கேட்கும் ${p.minimum}-க்குக் குறைவு.`
      : `அஷ்டகூடப் பொருத்தத்தில் 36-க்கு ${p.total} புள்ளிகள்; ${doshasTa(p.cancelled)} நிவர்த்தி ஆன பின்னும் ${p.effective} மட்டுமே, வழக்கமான ${p.minimum}-க்குக் குறைவு.`,
  "verdict.koota.dosha-stands": (p) =>
    `அஷ்டகூடப் பொருத்தத்தில் 36-க்கு ${p.total} புள்ளிகள், ஆனால் ${doshasTa(p.doshas)} நீங்கவில்லை: எந்த சாஸ்திர விதிவிலக்கும் பொருந்தவில்லை; மொத்தப் புள்ளிகள் எவ்வளவாயினும் இது பொருத்தத்துக்கு எதிரானது.`,
  "verdict.porutham.meets": (p) =>
    p.failed.length === 0
      ? `பத்துப் பொருத்தங்களில் ${p.count} பொருந்துகின்றன; ரஜ்ஜு, வேதை உட்பட முக்கியப் பொருத்தங்கள் அனைத்தும் உள்ளன.`
      : `பத்துப் பொருத்தங்களில் ${p.count} பொருந்துகின்றன, ரஜ்ஜுவும் வேதையும் உட்பட; முக்கியப் பொருத்தங்களில் ${poruthamsTa(p.failed)} மட்டும் இல்லை.`,
  "verdict.porutham.few": (p) => `பத்துப் பொருத்தங்களில் ${p.count} மட்டுமே பொருந்துகின்றன; தென் இந்திய முறையில் குறைந்தது ${p.minimum} வேண்டும்.`,
  "verdict.porutham.essentials-fail": (p) => `பத்துப் பொருத்தங்களில் ${p.count} பொருந்துகின்றன, ஆனால் தென் இந்திய முறை அவசியம் எனக் கருதும் ${poruthamsTa(p.failed)} பொருந்தவில்லை.`,
  "verdict.porutham.veto": (p) =>
    `பத்துப் பொருத்தங்களில் ${p.count} பொருந்தினாலும், ${poruthamsTa(p.vetoes)} இல்லை: தமிழ், கேரள மரபில் இது ஒன்றே போதும் — எண்ணிக்கை எதுவாயினும் இந்தப் பொருத்தம் ஏற்கப்படுவதில்லை.`,
  "verdict.manglik.mismatch": (p) => `${side(p.side)} ஜாதகத்தில் செவ்வாய் தோஷம் உண்டு; மற்றவரின் ஜாதகம் அதைச் சமன் செய்யவில்லை: பரிகாரங்களுடன் ஒரு ஜோதிடரிடம் கலந்து பேச வேண்டிய விஷயம்.`,
  "verdict.manglik.balanced": (p) => `${side(p.side)} ஜாதகத்தில் செவ்வாய் தோஷம் உண்டு, ஆனால் மற்றவரின் ஜாதகம் அதைச் சமன் செய்கிறது.`,
  "verdict.manglik.both": () => "இருவருக்கும் செவ்வாய் தோஷம் உள்ளதால், தோஷங்கள் ஒன்றையொன்று சமன் செய்கின்றன.",
  "verdict.region": (p) =>
    p.region === "north"
      ? `${chosenTa(p.from, "இந்த")} மதிப்பீடு வட இந்திய முறையைப் பின்பற்றுகிறது: 36 புள்ளி அஷ்டகூட மதிப்பெண் முதன்மை; பத்துப் பொருத்தங்கள் இரண்டாவது கருத்து.`
      : `${chosenTa(p.from, "பெரும்பாலான தமிழ், தெலுங்குக் குடும்பங்களைப் போல, இந்த")} மதிப்பீடு தென் இந்திய முறையைப் பின்பற்றுகிறது: முதலில் பத்துப் பொருத்தங்கள், அவற்றிலும் ரஜ்ஜுவும் வேதையும் முதன்மை; அஷ்டகூட மதிப்பெண் இரண்டாவது கருத்து.`,
};
