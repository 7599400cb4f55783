// SPDX-License-Identifier: AGPL-3.0-or-later
/** Every language's Lal Kitab texts, by language. */
import type { Lang } from "../../terms/lang";
import { lalKitabEn } from "./en";
import { lalKitabHi } from "./hi";
import { lalKitabTa } from "./ta";
import { lalKitabTe } from "./te";
import type { LalKitabContent } from "./types";

export type { ByHouse, LalKitabContent } from "./types";
export const lalKitabContent: Readonly<Record<Lang, LalKitabContent>> = { en: lalKitabEn, hi: lalKitabHi, ta: lalKitabTa, te: lalKitabTe };
