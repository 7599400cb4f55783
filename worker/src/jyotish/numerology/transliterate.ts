// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Names in Devanagari, Tamil and Telugu written in plain Latin letters, as Indian
 * numerologists spell a name before counting it ("राहुल शर्मा" → "Rahul Sharma").
 *
 * The scheme: ISO 15919 / IAST folded to the 26 ASCII letters.
 * - Long and short vowels fold together (ā → a, ī → i, ū → u; ē, ō → e, o); ai, au stay;
 *   vocalic ṛ → "ri".
 * - Aspirates are the plain letter + "h" (kh, gh, chh, jh, th, dh, ph, bh); c → "ch";
 *   ś and ṣ → "sh"; retroflex and dental t, d, n fold together; ḷ → "l"; Tamil ழ → "zh".
 * - The inherent vowel "a" follows every consonant without a vowel sign or virama. Hindi's
 *   silent ones are dropped as Hindi is spoken (राम → "Ram", कमला → "Kamla"; see
 *   `dropHindiSchwas`); Tamil and Telugu write a bare consonant with a virama, so nothing is
 *   dropped there.
 * - Anusvara → "m" before p, ph, b, bh, m and at a word's end, "n" elsewhere; candrabindu
 *   and Telugu arasunna → "n"; visarga → "h". ज्ञ → "gy" (Hindi ज्ञान "gyan").
 * - Nukta letters: क़ q, ख़ kh, ग़ g, ज़ z, ड़ r, ढ़ rh, फ़ f.
 * - Tamil stops are voiced as spoken (Schiffman, A Reference Grammar of Spoken Tamil, 1999,
 *   ch. 1): க ச ட த ப are k s t t p at a word's start, g j d d b after a nasal, g s d dh p
 *   between vowels, and doubled kk chch tt tt pp; ற்ற → "ttr"; ஞ at a word's start → "gn".
 * Latin letters pass through (accents dropped); anything else is a separator.
 */

export type Script = "latin" | "devanagari" | "tamil" | "telugu";

const blocks: { script: Exclude<Script, "latin">; start: number }[] = [
  { script: "devanagari", start: 0x0900 },
  { script: "tamil", start: 0x0b80 },
  { script: "telugu", start: 0x0c00 },
];

/** The three blocks share the ISCII layout: an offset from the block's start names the same letter. */
const vowels: Record<number, string> = { 0x05: "a", 0x06: "a", 0x07: "i", 0x08: "i", 0x09: "u", 0x0a: "u", 0x0b: "ri", 0x0e: "e", 0x0f: "e", 0x10: "ai", 0x11: "o", 0x12: "o", 0x13: "o", 0x14: "au", 0x60: "ri" };
const vowelSigns: Record<number, string> = { 0x3e: "a", 0x3f: "i", 0x40: "i", 0x41: "u", 0x42: "u", 0x43: "ri", 0x44: "ri", 0x46: "e", 0x47: "e", 0x48: "ai", 0x49: "o", 0x4a: "o", 0x4b: "o", 0x4c: "au" };
const consonants: Record<number, string> = {
  0x15: "k", 0x16: "kh", 0x17: "g", 0x18: "gh", 0x19: "n",
  0x1a: "ch", 0x1b: "chh", 0x1c: "j", 0x1d: "jh", 0x1e: "n",
  0x1f: "t", 0x20: "th", 0x21: "d", 0x22: "dh", 0x23: "n",
  0x24: "t", 0x25: "th", 0x26: "d", 0x27: "dh", 0x28: "n", 0x29: "n",
  0x2a: "p", 0x2b: "ph", 0x2c: "b", 0x2d: "bh", 0x2e: "m",
  0x2f: "y", 0x30: "r", 0x31: "r", 0x32: "l", 0x33: "l", 0x34: "zh", 0x35: "v",
  0x36: "sh", 0x37: "sh", 0x38: "s", 0x39: "h",
  // Devanagari nukta letters
  0x58: "q", 0x59: "kh", 0x5a: "g", 0x5b: "z", 0x5c: "r", 0x5d: "rh", 0x5e: "f", 0x5f: "y",
};
/** A nukta turns the letter before it into these. */
const nuktaForms: Record<number, string> = { 0x15: "q", 0x16: "kh", 0x17: "g", 0x1c: "z", 0x21: "r", 0x22: "rh", 0x2b: "f", 0x2f: "y" };
const VIRAMA = 0x4d;
const NUKTA = 0x3c;
const ANUSVARA = 0x02;
const CANDRABINDU = 0x01;
const VISARGA = 0x03;
const labials = new Set([0x2a, 0x2b, 0x2c, 0x2d, 0x2e]);
const nasals = new Set([0x19, 0x1e, 0x23, 0x28, 0x29, 0x2e]);
/** Tamil's five stops: at a word's start, after a nasal, between vowels, doubled. */
const tamilStops: Record<number, [string, string, string, string]> = {
  0x15: ["k", "g", "g", "kk"],
  0x1a: ["s", "j", "s", "chch"],
  0x1f: ["t", "d", "d", "tt"],
  0x24: ["t", "d", "dh", "tt"],
  0x2a: ["p", "b", "p", "pp"],
};

interface Syllable {
  /** Offset of the consonant in its block, or null for a vowel or sign alone. */
  consonant: number | null;
  latin: string;
  /** The consonant carries its inherent "a" (no vowel sign, no virama). */
  inherent: boolean;
  /** Bare (with virama). */
  bare: boolean;
}

const scriptOf = (code: number): { script: Exclude<Script, "latin">; offset: number } | null => {
  for (const b of blocks) if (code >= b.start && code < b.start + 0x80) return { script: b.script, offset: code - b.start };
  return null;
};

/** One word of one Indic script → syllables. */
function syllables(word: string, script: Exclude<Script, "latin">): Syllable[] {
  const out: Syllable[] = [];
  const cps = Array.from(word).map((ch) => scriptOf(ch.codePointAt(0)!)?.offset ?? -1);
  for (let i = 0; i < cps.length; i++) {
    const o = cps[i]!;
    const last = out.at(-1);
    if (consonants[o] !== undefined) {
      out.push({ consonant: o, latin: consonants[o]!, inherent: true, bare: false });
    } else if (vowels[o] !== undefined) {
      out.push({ consonant: null, latin: vowels[o]!, inherent: false, bare: false });
    } else if (o === NUKTA && last?.consonant != null) {
      last.latin = nuktaForms[last.consonant] ?? last.latin;
    } else if (vowelSigns[o] !== undefined && last?.consonant != null && last.inherent) {
      last.inherent = false;
      last.latin += vowelSigns[o]!;
    } else if (o === VIRAMA && last?.consonant != null) {
      last.inherent = false;
      last.bare = true;
    } else if (o === ANUSVARA) {
      const next = cps[i + 1];
      out.push({ consonant: null, latin: next === undefined || labials.has(next) ? "m" : "n", inherent: false, bare: false });
    } else if (o === CANDRABINDU) {
      out.push({ consonant: null, latin: "n", inherent: false, bare: false });
    } else if (o === VISARGA) {
      out.push({ consonant: null, latin: "h", inherent: false, bare: false });
    }
  }
  // ज्ञ is "gy" in Hindi.
  if (script === "devanagari") {
    for (let i = 0; i + 1 < out.length; i++) {
      if (out[i]!.consonant === 0x1c && out[i]!.bare && out[i + 1]!.consonant === 0x1e) {
        out[i]!.latin = "g";
        out[i + 1]!.latin = "y" + out[i + 1]!.latin.slice(1);
      }
    }
  }
  if (script === "tamil") voiceTamilStops(out);
  return out;
}

function voiceTamilStops(out: Syllable[]): void {
  for (let i = 0; i < out.length; i++) {
    const s = out[i]!;
    if (s.consonant === 0x1e && i === 0) s.latin = "gn" + s.latin.slice(1);
    const forms = s.consonant === null ? undefined : tamilStops[s.consonant];
    const prev = out[i - 1];
    if (s.consonant === 0x31 && prev?.consonant === 0x31 && prev.bare) {
      // ற்ற: "ttr" (வெற்றி "vettri").
      prev.latin = "tt";
      continue;
    }
    if (!forms) continue;
    const vowelPart = s.latin.slice(consonants[s.consonant!]!.length);
    let form: string;
    if (i === 0) form = forms[0];
    else if (prev?.bare && prev.consonant === s.consonant) {
      prev.latin = "";
      form = forms[3];
    } else if (prev?.bare && prev.consonant !== null && nasals.has(prev.consonant)) form = forms[1];
    else if (prev && !prev.bare) form = forms[2];
    else form = forms[0];
    s.latin = form + vowelPart;
  }
}

/**
 * Hindi's silent inherent vowels (Ohala, "Aspects of Hindi Phonology", 1983): right to left, a
 * consonant's "a" is dropped at a word's end unless a cluster precedes it (राम "ram", but मित्र
 * "mitra"), and inside a word between a vowelled syllable and a consonant with its vowel
 * (कमला "kamla", तेंदुलकर "tendulkar", अमरनाथ "amarnath"). The first syllable keeps its vowel.
 */
function dropHindiSchwas(parts: Syllable[]): boolean[] {
  const drop = parts.map(() => false);
  const hasVowel = (i: number) => {
    const s = parts[i];
    return s !== undefined && !s.bare && !(s.inherent && drop[i]) && (s.consonant === null ? /[aeiou]/.test(s.latin) : true);
  };
  for (let i = parts.length - 1; i >= 1; i--) {
    const s = parts[i]!;
    if (!s.inherent) continue;
    const prev = parts[i - 1]!;
    if (i === parts.length - 1) drop[i] = !prev.bare;
    else drop[i] = hasVowel(i - 1) && parts[i + 1]!.consonant !== null && hasVowel(i + 1);
  }
  return drop;
}

function indicWord(word: string, script: Exclude<Script, "latin">): string {
  const parts = syllables(word, script);
  const drop = script === "devanagari" ? dropHindiSchwas(parts) : parts.map(() => false);
  return parts.map((s, i) => (s.inherent && !drop[i] ? `${s.latin}a` : s.latin)).join("");
}

const capitalize = (w: string) => (w ? w[0]!.toUpperCase() + w.slice(1) : w);

/** The script a name is written in: the first Indic letter's, else Latin. */
export function scriptOfName(name: string): Script {
  for (const ch of name) {
    const s = scriptOf(ch.codePointAt(0)!);
    if (s) return s.script;
  }
  return "latin";
}

/**
 * `name` in plain Latin letters by the scheme above, words capitalised and separated by one
 * space. A name with no letter of the four scripts gives "".
 */
export function transliterate(name: string): string {
  const words: string[] = [];
  // Split into runs of one script (a word may mix, e.g. a Latin initial and a Hindi surname).
  for (const raw of name.normalize("NFC").split(/[\s\-.,'’_/]+/)) {
    let word = "";
    let run = "";
    let runScript: Exclude<Script, "latin"> | null = null;
    const flush = () => {
      if (run && runScript) word += indicWord(run, runScript);
      run = "";
      runScript = null;
    };
    for (const ch of raw) {
      const s = scriptOf(ch.codePointAt(0)!);
      if (s) {
        if (runScript && runScript !== s.script) flush();
        runScript = s.script;
        run += ch;
      } else {
        flush();
        const latin = ch.normalize("NFD").replace(/[^A-Za-z]/g, "");
        word += latin;
      }
    }
    flush();
    if (word) words.push(capitalize(word.toLowerCase()));
  }
  return words.join(" ");
}
