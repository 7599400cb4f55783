// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Explanations as data. The domain never writes a sentence: it answers a `Text`, a code
 * ("koota.vashya.same") with parameters that are ids of terms ("chatushpada") and numbers,
 * and each language renders it from its own templates (`<domain>/text/<lang>.ts`), written
 * natively for that language, with the terms in that language from `@jyotish/terms`.
 *
 * A domain declares its codes as a catalogue — an interface from code to parameters — so
 * that a missing template is a type error, and `samples` lists every code for the test
 * that renders each one in every language.
 */
import type { Lang } from "../terms/lang";

export interface Text<C extends string = string, P extends object = object> {
  code: C;
  params: P;
}

/** The union of `{ code, params }` of a catalogue. */
export type TextOf<Cat> = { [C in keyof Cat & string]: Text<C, Cat[C] & object> }[keyof Cat & string];

/** One language's templates for a catalogue: a function from the code's parameters to a sentence. */
export type Templates<Cat> = { [C in keyof Cat]: (p: Cat[C]) => string };

/** A sample of every code's parameters: the catalogue's codes, enumerable at run time. */
export type Samples<Cat> = { [C in keyof Cat]: Cat[C] };

export const text = <Cat>() => <C extends keyof Cat & string>(code: C, params: Cat[C]): Text<C, Cat[C] & object> => ({ code, params: params as Cat[C] & object });

/**
 * A value whose `Text`s are rendered: each becomes a string at the same key, with `<key>Code`
 * and `<key>Params` beside it; a list of texts becomes a list of strings with `<key>Texts`
 * (the codes and parameters) beside it.
 */
export type Localized<T> = T extends Text
  ? string
  : T extends readonly (infer U)[]
    ? Localized<U>[]
    : T extends object
      ? { [K in keyof T]: Localized<T[K]> } & {
          [K in keyof T as NonNullable<T[K]> extends Text ? `${K & string}Code` : never]: string;
        } & {
          [K in keyof T as NonNullable<T[K]> extends Text ? `${K & string}Params` : never]: object;
        } & {
          [K in keyof T as NonNullable<T[K]> extends readonly Text[] ? `${K & string}Texts` : never]: Text[];
        }
      : T;

export const isText = (v: unknown): v is Text =>
  typeof v === "object" && v !== null && !Array.isArray(v) && typeof (v as Text).code === "string" && typeof (v as Text).params === "object" && Object.keys(v).length === 2;

/**
 * Renders every `Text` inside `value` (objects and arrays, any depth) in `lang`, keeping the
 * answer's shape: the field stays a string (a list of texts, a list of strings), and the
 * code and parameters sit beside it for clients that render on their own.
 */
export function localize<T>(value: T, render: (t: Text, lang: Lang) => string, lang: Lang): Localized<T> {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map((x) => (isText(x) ? render(x, lang) : walk(x)));
    if (typeof v !== "object" || v === null) return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      if (isText(x)) {
        out[k] = render(x, lang);
        out[`${k}Code`] = x.code;
        out[`${k}Params`] = x.params;
      } else if (Array.isArray(x) && x.length > 0 && x.every(isText)) {
        out[k] = x.map((t) => render(t, lang));
        out[`${k}Texts`] = x;
      } else out[k] = walk(x);
    }
    return out;
  };
  return walk(value) as Localized<T>;
}
