// SPDX-License-Identifier: AGPL-3.0-or-later
/** முகூர்த்தம் சுத்தமாக இருப்பதற்கான காரணங்கள் தமிழில். */
import { tithiName, varaNames } from "../../panchang-names";
import { muhuratKindNames } from "../../terms/muhurat";
import { nakshatraNames } from "../../terms/nakshatras";
import { signNames } from "../../terms/signs";
import type { Templates } from "../../text";
import type { MuhuratTexts } from "../texts";

export const muhuratTa: Templates<MuhuratTexts> = {
  "muhurat.nakshatra": (p) => `${nakshatraNames[p.nakshatra].ta} நட்சத்திரம் ${muhuratKindNames[p.kind].ta} செய்ய உகந்த நட்சத்திரங்களில் ஒன்று`,
  "muhurat.tithi": (p) => `${tithiName(p.tithi, "ta")} திதி உகந்தது`,
  "muhurat.weekday": (p) => `${varaNames[p.weekday]!.ta} உகந்த கிழமை`,
  "muhurat.lagna": (p) => `லக்னம் ${p.signs.map((s) => signNames[s].ta).join(", பிறகு ")}: உகந்தது`,
  "muhurat.no-bhadra": () => "பத்ரை (விஷ்டி கரணம்) இல்லை",
  "muhurat.no-rahu-kaal": () => "ராகு காலத்துக்கு வெளியே",
  "muhurat.no-bad-yoga": () => "வியதீபாத, வைத்ருதி யோகம் இல்லை",
  "muhurat.clear.kharmas": () => "கர்மாசத்துக்கு வெளியே (சூரியன் தனுசு, மீனத்தில் இல்லை)",
  "muhurat.clear.chaturmas": () => "சாதுர்மாசத்துக்கு வெளியே (தேவசயனி முதல் தேவுத்தான ஏகாதசி வரை)",
  "muhurat.clear.adhika-masa": () => "அதிக மாதம் இல்லை",
  "muhurat.clear.jupiter-combust": () => "குரு அஸ்தங்கம் இல்லை",
  "muhurat.clear.venus-combust": () => "சுக்கிரன் அஸ்தங்கம் இல்லை",
};
