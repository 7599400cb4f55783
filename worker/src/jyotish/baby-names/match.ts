// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Does a name begin with a namakshara? Names and syllables are compared in one normalised
 * Latin form (`phoneticKey`), so a name written "Chhaya", "Chaaya" or "Chaya" is the same
 * name to the table, whatever script the family writes it in (every name row has its Latin
 * spelling). The rule, in order:
 *
 * 1. lower case, letters a–z only (accents and spaces dropped);
 * 2. spelling variants of Indian English are folded: x → ksh, q → k, z → j, w → v, f → ph,
 *    "chh" → "ch" (छ and च are one sound to the table's users);
 * 3. "th" → "t" and "dh" → "d": Indian English writes both the dental and the retroflex
 *    stops with and without h (Tarun / Tharun, Sidharth / Siddharth), so aspiration of t and d
 *    cannot be read from a Latin spelling;
 * 4. long and short vowels are one: aa → a, ee / ii → i, oo / uu → u (चू and चु are the same
 *    syllable to the namakshara convention).
 *
 * A name matches a syllable when its key starts with the syllable's key, except that a
 * syllable ending in "a" does not match a name going on with "i" or "u" (ai, au are other
 * vowels: "Aishwarya" does not begin with अ). Names starting with a consonant cluster
 * ("Krishna", "Shreya", "Pranav") match only syllables of that cluster, as the table gives none.
 */

/** The normalised Latin form names and syllables are compared in (rules above). */
export function phoneticKey(text: string): string {
  return text
    .normalize("NFD")
    .toLowerCase()
    .replace(/[^a-z]/g, "")
    .replace(/x/g, "ksh")
    .replace(/q/g, "k")
    .replace(/z/g, "j")
    .replace(/w/g, "v")
    .replace(/f/g, "ph")
    .replace(/chh/g, "ch")
    .replace(/th/g, "t")
    .replace(/dh/g, "d")
    .replace(/aa+/g, "a")
    .replace(/(ee|ii)+/g, "i")
    .replace(/(oo|uu)+/g, "u");
}

/** Whether a name (its key) starts with a syllable (its key). */
export function startsWithSyllable(nameKey: string, syllableKey: string): boolean {
  if (syllableKey === "" || !nameKey.startsWith(syllableKey)) return false;
  if (!syllableKey.endsWith("a")) return true;
  const next = nameKey[syllableKey.length];
  return next !== "i" && next !== "u";
}
