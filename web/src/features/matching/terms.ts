/**
 * The matching pages' technical terms come from the domain's terms table (`@jyotish/terms`),
 * which the Worker's explanation templates share.
 */
import type { Lang, Term } from "@jyotish/terms/lang";

export { attributeNames, kootaNames, poruthamNames } from "@jyotish/terms/matching";

export const termIn = (t: Term | undefined, locale: Lang, fallback: string) => t?.[locale] ?? fallback;
