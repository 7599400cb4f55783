/**
 * Baby names: turns a validated query into the domain's choice and filter
 * (@jyotish/baby-names/search), and its results into the answer in the request's language.
 */
import type { BabyGender, BabyNamesAnswer, BabyNamesQuery, SyllableRow, SyllablesAnswer } from "@contract/baby-names";
import { BABY_NAMES_PAGE_SIZE } from "@contract/baby-names";
import { allNames } from "@jyotish/baby-names/names";
import type { NameRow } from "@jyotish/baby-names/names/types";
import { chosenSyllables, filterNames, letterCount, nameNumber, type NameGender, syllableKeyOf } from "@jyotish/baby-names/search";
import { type Akshara, aksharas, type Pada } from "@jyotish/baby-names/syllables";
import { babyNameTexts } from "@jyotish/baby-names/text";
import type { Lang } from "@jyotish/terms/lang";
import { nakshatraNames } from "@jyotish/terms/nakshatras";
import { signNames } from "@jyotish/terms/signs";

const genderOf: Record<BabyGender, NameGender> = { girl: "f", boy: "m", unisex: "u" };
const genderName: Record<NameGender, BabyGender> = { f: "girl", m: "boy", u: "unisex" };
const meaningColumn: Record<Lang, 5 | 6 | 7 | 8> = { en: 5, hi: 6, ta: 7, te: 8 };

function syllableRow(a: Akshara, lang: Lang): SyllableRow {
  return {
    nakshatra: a.nakshatra,
    nakshatraName: nakshatraNames[a.nakshatra][lang],
    pada: a.pada,
    sign: a.sign,
    signName: signNames[a.sign][lang],
    hi: a.hi,
    latin: a.latin,
    ta: a.ta,
    te: a.te,
    key: a.key,
  };
}

function rules(lang: Lang) {
  const t = babyNameTexts[lang];
  return { source: t.source, match: t.matchRule, number: t.numberRule, length: t.lengthRule };
}

export function syllableTable(lang: Lang): SyllablesAnswer {
  return { rules: rules(lang), syllables: aksharas.map((a) => syllableRow(a, lang)) };
}

function nameRow(row: NameRow, lang: Lang) {
  const [latin, hi, ta, te, gender] = row;
  return { latin, hi, ta, te, gender: genderName[gender], meaning: row[meaningColumn[lang]], number: nameNumber(latin), letters: letterCount(latin) };
}

export function findBabyNames(q: BabyNamesQuery): BabyNamesAnswer {
  const syllableKey = q.syllable === undefined ? undefined : syllableKeyOf(q.syllable);
  const choice = chosenSyllables({ nakshatra: q.nakshatra, pada: q.pada as Pada | undefined, rashi: q.rashi, syllableKey });
  const anyChosen = q.nakshatra !== undefined || q.rashi !== undefined || syllableKey !== undefined;
  const found = filterNames(allNames, {
    syllableKeys: anyChosen ? choice.keys : undefined,
    gender: q.gender && genderOf[q.gender],
    length: q.length,
    minLetters: q.minLetters,
    maxLetters: q.maxLetters,
    number: q.number,
  });
  const pages = Math.max(1, Math.ceil(found.length / BABY_NAMES_PAGE_SIZE));
  const start = (q.page - 1) * BABY_NAMES_PAGE_SIZE;
  return {
    syllables: choice.aksharas.map((a) => syllableRow(a, q.lang)),
    keys: choice.keys,
    rules: rules(q.lang),
    total: found.length,
    page: q.page,
    pageSize: BABY_NAMES_PAGE_SIZE,
    pages,
    names: found.slice(start, start + BABY_NAMES_PAGE_SIZE).map((row) => nameRow(row, q.lang)),
  };
}
