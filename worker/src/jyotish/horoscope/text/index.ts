// SPDX-License-Identifier: AGPL-3.0-or-later
/** The horoscope's words in the four languages: the statement libraries, the templates and the colour names. */
import type { Lang } from "../../terms/lang";
import type { Templates } from "../../text";
import type { ColorId, HoroscopeTexts, StatementLibrary } from "../texts";
import { colorNamesEn, horoscopeEn } from "./en";
import { statementsEn } from "./en-statements";
import { colorNamesHi, horoscopeHi } from "./hi";
import { statementsHi } from "./hi-statements";
import { colorNamesTa, horoscopeTa } from "./ta";
import { statementsTa } from "./ta-statements";
import { colorNamesTe, horoscopeTe } from "./te";
import { statementsTe } from "./te-statements";

export const horoscopeTemplates: Record<Lang, Templates<HoroscopeTexts>> = { en: horoscopeEn, hi: horoscopeHi, ta: horoscopeTa, te: horoscopeTe };
export const statements: Record<Lang, StatementLibrary> = { en: statementsEn, hi: statementsHi, ta: statementsTa, te: statementsTe };
export const colorNames: Record<Lang, Record<ColorId, string>> = { en: colorNamesEn, hi: colorNamesHi, ta: colorNamesTa, te: colorNamesTe };
