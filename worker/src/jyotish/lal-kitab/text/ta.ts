// SPDX-License-Identifier: AGPL-3.0-or-later
/** லால் கிதாப் விளக்கங்கள் தமிழில்: கிரகமோ வீடோ ஏன் உறங்குகிறது, கடன் ஏன் கொள்ளப்படுகிறது. */
import { grahaNames, type GrahaId } from "../../terms/grahas";
import type { Templates } from "../../text";
import { lalKitabTa as c } from "../content/ta";
import type { LalKitabTexts } from "../texts";

const g = (id: GrahaId) => grahaNames[id].ta;
const list = (xs: readonly (string | number)[], word = "மற்றும்") => (xs.length < 2 ? xs.join("") : `${xs.slice(0, -1).join(", ")} ${word} ${xs[xs.length - 1]}`);

export const lalKitabTaTemplates: Templates<LalKitabTexts> = {
  "lk.awake.aspect": (p) => `${p.house}-ஆம் வீட்டில் உள்ள ${g(p.planet)} ${list(p.aspects)}-ஆம் வீட்டைப் பார்க்கிறது; ${list(p.occupied)}-ஆம் வீட்டில் கிரகம் உள்ளது: இது விழித்திருக்கிறது.`,
  "lk.awake.pakka": (p) => `${g(p.planet)} தன் ${p.kind === "pakka" ? "நிலையான வீட்டில் (பக்கா கர்)" : "உச்ச வீட்டில்"} (${p.house}-ஆம் வீடு) உள்ளதால் விழித்திருப்பதாகக் கொள்ளப்படுகிறது.`,
  "lk.asleep.no-aspect": (p) => `${g(p.planet)} ${p.house}-ஆம் வீட்டில் உள்ளது; அந்த வீட்டுக்குப் பார்வை இல்லை: இது உறங்குகிறது.`,
  "lk.asleep.empty": (p) => `${p.house}-ஆம் வீட்டில் உள்ள ${g(p.planet)} ${list(p.aspects)}-ஆம் வீட்டைப் பார்க்கிறது; அங்கே கிரகம் இல்லை: இது உறங்குகிறது.`,
  "lk.effect": (p) => c.effects[p.planet][p.house - 1]!,
  "lk.remedy": (p) => c.remedies[p.planet][p.house - 1]!,
  "lk.source.planet-house": (p) => `${c.book}: ${p.house}-ஆம் வீட்டில் ${g(p.planet)}`,
  "lk.house.occupied": (p) => `${p.house}-ஆம் வீட்டில் ${list(p.planets.map(g))} உள்ளனர்.`,
  "lk.house.asleep": (p) => `${p.house}-ஆம் வீட்டில் கிரகம் இல்லை, எந்தப் பார்வையும் இல்லை: இந்த வீடு உறங்குகிறது.`,
  "lk.house.aspected": (p) => `${p.house}-ஆம் வீடு காலி, ஆனால் ${list(p.from)}-ஆம் வீட்டிலிருந்து பார்வை உள்ளது: இது விழித்திருக்கிறது.`,
  "lk.rin.name": (p) => c.rins[p.rin].name,
  "lk.rin.rule": (p) => `${list(p.planets.map(g), "அல்லது")} ${list(p.houses, "அல்லது")}-ஆம் வீட்டில்`,
  "lk.rin.present": (p) => `உள்ளது: ${list(p.found.map((f) => `${f.house}-ஆம் வீட்டில் ${g(f.planet)}`))}.`,
  "lk.rin.absent": () => "இல்லை: இதற்குரிய கிரகம் எதுவும் இதற்குரிய வீடுகளில் இல்லை.",
  "lk.rin.remedy": (p) => c.rins[p.rin].remedy,
  "lk.rule": (p) => (p.rule === "sleep" ? `${c.rules.sleep} ${c.sleepRules[p.sleep]}` : c.rules[p.rule]),
  "lk.rule.source": (p) => `${c.book}: ${c.sources[p.rule]}`,
};
