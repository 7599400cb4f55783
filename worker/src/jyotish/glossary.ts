/**
 * The glossary's old entry point: the four-language tables now live in the terms table
 * (`@jyotish/terms`, one module per kind so a page that needs sign names alone does not
 * bundle the rest). Kept so existing imports keep working; new code imports `@jyotish/terms`.
 */
export { type Lang as GlossaryLocale, type Term } from "./terms/lang";
export * from "./terms/signs";
export * from "./terms/nakshatras";
export * from "./terms/grahas";

/** English ordinal of a positive integer: 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th")}`;
}

/** "rakshasa" → "Rakshasa": an engine id as the first word of an English sentence. */
export const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
