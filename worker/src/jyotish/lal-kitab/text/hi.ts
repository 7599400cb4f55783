// SPDX-License-Identifier: AGPL-3.0-or-later
/** लाल किताब की व्याख्याएँ हिंदी में: ग्रह या घर क्यों सोया है, ऋण क्यों माना गया। */
import { grahaNames, type GrahaId } from "../../terms/grahas";
import type { Templates } from "../../text";
import { lalKitabHi as c } from "../content/hi";
import type { LalKitabTexts } from "../texts";

const g = (id: GrahaId) => grahaNames[id].hi;
const list = (xs: readonly (string | number)[], word = "और") => (xs.length < 2 ? xs.join("") : `${xs.slice(0, -1).join(", ")} ${word} ${xs[xs.length - 1]}`);

export const lalKitabHiTemplates: Templates<LalKitabTexts> = {
  "lk.awake.aspect": (p) => `${p.house} घर में बैठा ${g(p.planet)} घर ${list(p.aspects)} को देखता है, और घर ${list(p.occupied)} में ग्रह है: यह जागा हुआ है।`,
  "lk.awake.pakka": (p) => `${g(p.planet)} अपने ${p.kind === "pakka" ? "पक्के घर" : "उच्च घर"} (${p.house} घर) में है, इसलिए जागा हुआ माना जाता है।`,
  "lk.asleep.no-aspect": (p) => `${g(p.planet)} ${p.house} घर में है, जिसकी कोई दृष्टि नहीं: यह सोया हुआ है।`,
  "lk.asleep.empty": (p) => `${p.house} घर में बैठा ${g(p.planet)} घर ${list(p.aspects)} को देखता है, और वहाँ कोई ग्रह नहीं: यह सोया हुआ है।`,
  "lk.effect": (p) => c.effects[p.planet][p.house - 1]!,
  "lk.remedy": (p) => c.remedies[p.planet][p.house - 1]!,
  "lk.source.planet-house": (p) => `${c.book}: ${p.house} घर में ${g(p.planet)}`,
  "lk.house.occupied": (p) => `${p.house} घर में ${list(p.planets.map(g))} हैं।`,
  "lk.house.asleep": (p) => `${p.house} घर में कोई ग्रह नहीं और किसी की दृष्टि भी नहीं: यह घर सोया हुआ है।`,
  "lk.house.aspected": (p) => `${p.house} घर खाली है, पर घर ${list(p.from)} से उस पर दृष्टि है: यह जागा हुआ है।`,
  "lk.rin.name": (p) => c.rins[p.rin].name,
  "lk.rin.rule": (p) => `${list(p.planets.map(g), "या")} घर ${list(p.houses, "या")} में`,
  "lk.rin.present": (p) => `मौजूद: ${list(p.found.map((f) => `${f.house} घर में ${g(f.planet)}`))}।`,
  "lk.rin.absent": () => "मौजूद नहीं: इसका कोई ग्रह इसके घरों में नहीं बैठा।",
  "lk.rin.remedy": (p) => c.rins[p.rin].remedy,
  "lk.rule": (p) => (p.rule === "sleep" ? `${c.rules.sleep} ${c.sleepRules[p.sleep]}` : c.rules[p.rule]),
  "lk.rule.source": (p) => `${c.book}: ${c.sources[p.rule]}`,
};
