// SPDX-License-Identifier: AGPL-3.0-or-later
/** The card texts by language. */
import type { Lang } from "@jyotish/terms/lang";
import { cards as en } from "./en";
import { cards as hi } from "./hi";
import type { TarotContent } from "./types";

/**
 * TODO(issue 25, lead at merge): ta.ts and te.ts are being written by the content writer
 * (`tarottext`); until they land, Tamil and Telugu readers get the English card texts. This
 * fallback must not ship: replace both entries with `./ta` and `./te` when they exist.
 */
export const byLang: Record<Lang, TarotContent> = { en, hi, ta: en, te: en };

export type { CardText, TarotContent } from "./types";
