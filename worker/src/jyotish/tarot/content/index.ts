// SPDX-License-Identifier: AGPL-3.0-or-later
/** The card texts by language, each written natively (see each file's header). */
import type { Lang } from "@jyotish/terms/lang";
import { cards as en } from "./en";
import { cards as hi } from "./hi";
import { cards as ta } from "./ta";
import { cards as te } from "./te";
import type { TarotContent } from "./types";

export const byLang: Record<Lang, TarotContent> = { en, hi, ta, te };

export type { CardText, TarotContent } from "./types";
