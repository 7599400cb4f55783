// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The reports' words in the four languages: each language's library (`<lang>.ts`, with its
 * grids in `<lang>-grids.ts`), and the templates of the engine's `report.*` codes drawn from
 * it, registered with every other domain's in jyotish/text/render.ts.
 */
import type { Lang } from "../../terms/lang";
import type { ReportLibrary } from "../texts";
import { reportEn } from "./en";
import { reportHi } from "./hi";
import { reportTa } from "./ta";
import { reportTe } from "./te";

export const reportLibraries: Record<Lang, ReportLibrary> = { en: reportEn, hi: reportHi, ta: reportTa, te: reportTe };

// Parameters arrive as stored JSON: each template reads the fields its code was written with (engine.ts).
// biome-ignore lint/suspicious/noExplicitAny: the engine's codes and parameters are checked by the texts test
type P = any;

/** The templates of the `report.*` codes, from one language's library. */
export function reportTemplates(lib: ReportLibrary): Record<string, (p: P) => string> {
  return {
    "report.overview": (p) => lib.overview(p),
    "report.ascendant": (p) => lib.ascendant[p.sign as keyof ReportLibrary["ascendant"]],
    "report.moon-sign": (p) => lib.moonSign[p.sign as keyof ReportLibrary["moonSign"]],
    "report.sun-sign": (p) => lib.sunSign[p.sign as keyof ReportLibrary["sunSign"]],
    "report.birth-star": (p) => lib.birthStar[p.nakshatra as keyof ReportLibrary["birthStar"]],
    "report.planet-in-house": (p) => lib.planetInHouse[p.planet as keyof ReportLibrary["planetInHouse"]][p.house - 1]!,
    "report.lord-in-house": (p) => lib.lordInHouse[p.of - 1]![p.house - 1]!,
    "report.dignity": (p) => lib.dignity[p.dignity as keyof ReportLibrary["dignity"]]({ planet: p.planet }),
    "report.retrograde": (p) => lib.retrograde[p.planet as keyof ReportLibrary["retrograde"]],
    "report.combust": (p) => lib.combust[p.planet as keyof ReportLibrary["combust"]],
    "report.occupants": (p) => lib.occupants(p),
    "report.empty-house": (p) => lib.emptyHouse(p),
    "report.lord-link": (p) => lib.lordLink(p),
    "report.bindus": (p) => lib.bindus[p.strength as keyof ReportLibrary["bindus"]]({ house: p.house, bindus: p.bindus }),
    "report.strong-planets": (p) => lib.strongPlanets(p),
    "report.weak-planets": (p) => lib.weakPlanets(p),
    "report.no-extremes": () => lib.noExtremes(),
    "report.no-retro-combust": () => lib.noRetroCombust(),
    "report.strongest-house": (p) => lib.strongestHouse(p),
    "report.weakest-house": (p) => lib.weakestHouse(p),
    "report.yogas-found": (p) => lib.yogasFound(p),
    "report.yogas-none": () => lib.yogasNone(),
    "report.manglik": (p) => lib.manglik[p.state as keyof ReportLibrary["manglik"]],
    "report.manglik-remedy": () => lib.manglikRemedy,
    "report.kaal-sarp": (p) => lib.kaalSarp[p.state as keyof ReportLibrary["kaalSarp"]],
    "report.kaal-sarp-remedy": () => lib.kaalSarpRemedy,
    "report.pitra": (p) => lib.pitra[p.state as keyof ReportLibrary["pitra"]],
    "report.pitra-remedy": () => lib.pitraRemedy,
    "report.sade-sati-now": (p) => lib.sadeSatiNow(p),
    "report.sade-sati-next": (p) => lib.sadeSatiNext(p),
    "report.sade-sati-none": () => lib.sadeSatiNone(),
    "report.sade-sati-advice": () => lib.sadeSatiAdvice,
    "report.dasha-balance": (p) => lib.dashaBalance(p),
    "report.mahadasha": (p) => lib.mahadasha[p.planet as keyof ReportLibrary["mahadasha"]],
    "report.antardasha": (p) => lib.antardasha[p.planet as keyof ReportLibrary["antardasha"]],
    "report.dasha-lord-role": (p) => lib.dashaLordRole(p),
    "report.dasha-period": (p) => lib.dashaPeriod(p),
    "report.element": (p) => lib.element[p.element as keyof ReportLibrary["element"]],
    "report.temperament-blend": (p) => lib.temperamentBlend(p),
    "report.karaka": (p) => lib.karaka[p.area as keyof ReportLibrary["karaka"]][p.strength as "strong" | "average" | "weak"]({ planet: p.planet }),
    "report.career-field": (p) => lib.careerField[p.planet as keyof ReportLibrary["careerField"]],
    "report.spouse-sign": (p) => lib.spouseSign[p.sign as keyof ReportLibrary["spouseSign"]],
    "report.timing": (p) => lib.timing(p),
    "report.timing-none": (p) => lib.timingNone(p),
    "report.varga-lagna": (p) => lib.vargaLagna(p),
    "report.vargottama": (p) => lib.vargottama(p),
    "report.varga-strong": (p) => lib.vargaStrong(p),
    "report.varga-weak": (p) => lib.vargaWeak(p),
    "report.varga-plain": (p) => lib.vargaPlain(p),
    "report.transit-now": (p) => lib.transitNow(p),
    "report.gem": (p) => lib.gem[p.planet as keyof ReportLibrary["gem"]],
    "report.gem-for": (p) => lib.gemFor(p),
    "report.gem-avoid": (p) => lib.gemAvoid(p),
    "report.gem-caution": () => lib.gemCaution,
    "report.mantra": (p) => lib.mantra[p.planet as keyof ReportLibrary["mantra"]],
    "report.mantra-for": (p) => lib.mantraFor(p),
    "report.fasting": (p) => lib.fasting[p.planet as keyof ReportLibrary["fasting"]],
    "report.lucky": (p) => lib.lucky(p),
    "report.root-calc": (p) => lib.rootCalc(p),
    "report.destiny-calc": (p) => lib.destinyCalc(p),
    "report.root-number": (p) => lib.rootNumber[p.number - 1]!,
    "report.destiny-number": (p) => lib.destinyNumber[p.number - 1]!,
    "report.summary-strengths": (p) => lib.summaryStrengths(p),
    "report.summary-cautions": (p) => lib.summaryCautions(p),
    "report.summary-period": (p) => lib.summaryPeriod(p),
    "report.summary-close": () => lib.summaryClose,
    "report.match-score": (p) => lib.matchScore(p),
    "report.partner-missing": () => lib.partnerMissing,
    "report.partner-manglik": (p) => lib.partnerManglik[p.who as keyof ReportLibrary["partnerManglik"]],
    "report.month-span": (p) => lib.monthSpan(p),
    "report.month-period": (p) => lib.monthPeriod(p),
  };
}
