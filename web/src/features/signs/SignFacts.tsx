import { nakshatraNames } from "@jyotish/terms/nakshatras";
import { type SignId } from "@jyotish/terms/signs";
import { currentLocale } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import type { SignContent } from "./content/types";
import { type Element, type NakshatraPart, type Quality, signFacts } from "./facts";
import { dayAndMonth, grahaName } from "./parts";
import type { SunMonth } from "./transits";

const elementLabel: Record<Element, () => string> = { fire: m.signs_element_fire, earth: m.signs_element_earth, air: m.signs_element_air, water: m.signs_element_water };
const qualityLabel: Record<Quality, () => string> = { movable: m.signs_quality_movable, fixed: m.signs_quality_fixed, dual: m.signs_quality_dual };

/** "Krittika (pada 1)", "Rohini (all 4 padas)", "Mrigashira (padas 1–2)". */
export function nakshatraPart(p: NakshatraPart): string {
  const name = nakshatraNames[p.nakshatra][currentLocale()];
  if (p.firstPada === 1 && p.lastPada === 4) return m.signs_pada_all({ name });
  if (p.firstPada === p.lastPada) return m.signs_pada_one({ name, pada: String(p.firstPada) });
  return m.signs_padas({ name, first: String(p.firstPada), last: String(p.lastPada) });
}

/** A sign's facts as a definition list: symbol, lord, element, quality, nakshatras and, when known, the Sun's dates in it. */
export function SignFactsList({ sign, content, sun }: { sign: SignId; content: SignContent; sun?: SunMonth }) {
  const facts = signFacts[sign];
  const rows: [string, string, string][] = [
    ["symbol", m.signs_symbol(), content.symbol[sign]],
    ["lord", m.signs_lord(), grahaName(facts.lord)],
    ["element", m.signs_element(), elementLabel[facts.element]()],
    ["quality", m.signs_quality(), qualityLabel[facts.quality]()],
    ["nakshatras", m.signs_nakshatras(), facts.nakshatras.map(nakshatraPart).join(", ")],
  ];
  if (sun) rows.push(["sun", m.signs_sun_in_sign(), m.signs_sun_window({ from: dayAndMonth(sun.from), to: dayAndMonth(sun.to) })]);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
      {rows.map(([key, label, value]) => (
        <div key={key} className="contents" data-testid={`fact-${key}`}>
          <dt className="text-gray-500">{label}</dt>
          <dd className="min-w-0 font-medium text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
