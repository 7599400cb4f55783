// SPDX-License-Identifier: AGPL-3.0-or-later
/** Numerology's readable texts by language (each file written natively for its language). */
import type { Lang } from "../../terms/lang";
import { content as en } from "./en";
import { content as hi } from "./hi";
import { content as ta } from "./ta";
import { content as te } from "./te";
import type { NumerologyContent } from "./types";

export const byLang: Record<Lang, NumerologyContent> = { en, hi, ta, te };
