// SPDX-License-Identifier: AGPL-3.0-or-later
/** Ordinal numbers as each language's templates write them. */
export { ordinal as enOrdinal } from "../glossary";

const hiWords: Record<number, string> = { 1: "पहल", 2: "दूसर", 3: "तीसर", 4: "चौथ", 6: "छठ" };
/**
 * Hindi: पहला, दूसरा, तीसरा, चौथा, 5वाँ …; "f" before a feminine noun (राशि): पहली … 5वीं;
 * "o" oblique, before a postposition (भाव में, लग्न से): पहले … 5वें.
 */
export const hiOrdinal = (n: number, form: "m" | "f" | "o" = "m"): string =>
  hiWords[n] ? hiWords[n] + (form === "f" ? "ी" : form === "o" ? "े" : "ा") : `${n}${form === "f" ? "वीं" : form === "o" ? "वें" : "वाँ"}`;
/** Tamil: 7-ஆம் (before a noun: 7-ஆம் இடம்). */
export const taOrdinal = (n: number): string => `${n}-ஆம்`;
/** Telugu: 7వ (before a noun: 7వ స్థానం). */
export const teOrdinal = (n: number): string => `${n}వ`;
