// SPDX-License-Identifier: AGPL-3.0-or-later
/** பண்டிகை நாள் நிர்ணய விளக்கங்கள் தமிழில், பஞ்சாங்கம் திதி நிர்ணயம் சொல்லும் முறையில். */
import { signNames } from "../../terms/signs";
import type { Templates } from "../../text";
import type { WindowId } from "../rules";
import { clockOf, type FestivalTexts, festivalNameIn, shortDateIn, tithiIn } from "../texts";

/** The windows, in the locative ("at sunrise"). */
const window: Record<WindowId, string> = {
  udaya: "சூரிய உதயத்தில்",
  arunodaya: "அருணோதயத்தில் (உதயத்துக்கு 96 நிமிடம் முன்)",
  purvahna: "பூர்வாஹ்ணத்தில் (முற்பகல்)",
  madhyahna: "மத்தியானத்தில்",
  aparahna: "அபராஹ்ணத்தில் (பிற்பகல்)",
  dinamana: "பகலில்",
  sunset: "சூரிய அஸ்தமனத்தில்",
  pradosha: "பிரதோஷ வேளையில்",
  nishita: "நிசீத காலத்தில் (நள்ளிரவு)",
  moonrise: "சந்திரோதயத்தில்",
};
type FestivalTemplates = Templates<FestivalTexts>;
const t = (p: { tithi: Parameters<typeof tithiIn>[0] }) => tithiIn(p.tithi, "ta");
const d = (iso: string) => shortDateIn(iso, "ta");
const bothDays = (p: Parameters<FestivalTemplates["festival.both-days-first"]>[0]) => `${t(p)} ${d(p.dates[0])}, ${d(p.dates[1])} இரண்டு நாளும் ${window[p.window]} உள்ளது`;

export const festivalTa: FestivalTemplates = {
  "festival.only-day": (p) => `${t(p)} ${d(p.date)} அன்று மட்டுமே ${window[p.window]} உள்ளது.`,
  "festival.both-days-first": (p) => `${bothDays(p)}: முதல் நாள் கொள்ளப்படுகிறது.`,
  "festival.both-days-second": (p) => `${bothDays(p)}: இரண்டாம் நாள் கொள்ளப்படுகிறது.`,
  "festival.both-days-more": (p) => `${bothDays(p)}: திதி அதிகம் வியாபிக்கும் நாள் கொள்ளப்படுகிறது.`,
  "festival.both-days-dwadashi-second": (p) => `${bothDays(p)}: மறுநாள் சூரிய உதயத்தில் பாரணைக்குத் துவாதசி இருப்பதால் இரண்டாம் நாள் கொள்ளப்படுகிறது.`,
  "festival.both-days-dwadashi-first": (p) => `${bothDays(p)}: இரண்டாம் நாளுக்கு அடுத்த சூரிய உதயத்துக்கு முன்பே துவாதசி முடிவதால் முதல் நாள் கொள்ளப்படுகிறது.`,
  "festival.neither-day-longer": (p) => `${t(p)} எந்த நாளிலும் ${window[p.window]} இல்லை: திதி நீண்ட நேரம் உள்ள நாள் கொள்ளப்படுகிறது.`,
  "festival.neither-day-next": (p) => `${t(p)} எந்த நாளிலும் ${window[p.window]} இல்லை: விரதம் மறுநாளுக்குச் செல்கிறது.`,
  "festival.neither-day-udaya": (p) => `பத்ரையோ திதி முடிவோ காரணமாக எந்த நாளிலும் ${window[p.window]} தடையற்ற நேரம் இல்லை: சூரிய உதயத்தில் ${t(p)} உள்ள நாள் கொள்ளப்படுகிறது.`,
  "festival.ingress-hindu-day": (p) =>
    `சூரியன் ${d(p.at)} அன்று ${clockOf(p.at)} மணிக்கு ${signNames[p.sign].ta} ராசியில் பிரவேசிக்கிறார்; இது ${d(p.date)} அன்றைய இந்து நாளுக்குள் (உதயம் முதல் உதயம் வரை).${p.punyaKaal ? ` புண்ணிய காலம் ${d(p.punyaKaal)} அன்று.` : ""}`,
  "festival.ingress-before-sunset": (p) => `சூரியன் ${d(p.at)} அன்று ${clockOf(p.at)} மணிக்கு, அஸ்தமனத்துக்கு முன், ${signNames[p.sign].ta} ராசியில் பிரவேசிக்கிறார்: மாதம் அன்றே தொடங்குகிறது.`,
  "festival.ingress-after-sunset": (p) => `சூரியன் ${d(p.at)} அன்று ${clockOf(p.at)} மணிக்கு, அஸ்தமனத்துக்குப் பின், ${signNames[p.sign].ta} ராசியில் பிரவேசிக்கிறார்: மாதம் மறுநாள் தொடங்குகிறது.`,
  "festival.nakshatra-next-day": (p) =>
    `${t(p)} ${d(p.date)} அன்று ${window[p.window]} உள்ளது; ஆனால் மறுநாள் சூரிய உதயத்திலும் ${t(p)} இருந்து, அதன் அபராஹ்ணத்தில் திருவோண நட்சத்திரம் உள்ளது: அந்த நாள் கொள்ளப்படுகிறது.`,
  "festival.bhadra-next-day": (p) =>
    `${d(p.date)} அன்று ${window[p.window]} முழுவதும் பத்ரா உள்ளது; மறுநாள் சூரிய உதயத்துக்குப் பின்னும் ${t(p)} மூன்றரை யாமங்கள் நீடிக்கிறது: எனவே தகனம் மறுநாள் பிரதோஷத்தில் நடக்கிறது.`,
  "festival.nakshatra-at-sunrise": () => "மலையாள சிங்ஙம் மாதத்தில், அத்தத்துக்குப் பத்து நாள் கழித்து, சூரிய உதயத்தில் திருவோண நட்சத்திரம் உள்ளது.",
};
