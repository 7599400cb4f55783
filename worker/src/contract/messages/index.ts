/**
 * The API's texts in four languages. The domain and the schemas name a message by id with
 * parameters (`text("at_least", { field: "latitude", min: -90 })`); each language renders it
 * from its own template (`en.ts`, `hi.ts`, `ta.ts`, `te.ts`), so an error answer carries
 * `code` + `params` for clients that render on their own, and `message` in the request's
 * language.
 *
 * Design, in short:
 * - Templates are plain strings with `{name}` placeholders. A `{field}` value that is a key of
 *   the language's `fields` table ("birth.date", "Latitude") is replaced by that word; any other
 *   value (a query parameter's name such as `latitude`, a number) is shown as is.
 * - In valibot schemas, `text(id, params)` is the message: a function valibot calls with the
 *   issue. It renders in `issue.lang` (valibot's `config.lang`, English when unset) and records
 *   `code`/`params` on the issue, which `issueDetails` (lib/validate) copies into the answer.
 *   Valibot's own defaults (`setSpecificMessage` / `setGlobalMessage`) would not carry our
 *   parameters, and inline messages override them anyway, so the schemas use `text` inline.
 * - The Worker parses in English and renders every message once more in the request's
 *   language when it writes the error answer (lib/errors), so code that throws needs no
 *   request at hand. The language: the `lang` query parameter when valid, else the best match
 *   of `Accept-Language`, else English (`requestLanguage`).
 * - English templates are the API's texts as they were before ids (tests and spec §5 quote them).
 */
import type * as v from "valibot";
import type { Catalog, FieldId, MessageId } from "./catalog";
import { en } from "./en";
import { hi } from "./hi";
import { ta } from "./ta";
import { te } from "./te";

export type { Catalog, FieldId, MessageId };

/** The product's four languages (`@jyotish/terms/lang`, the one list). */
import { isLang as isMessageLanguage, type Lang as MessageLanguage, langs as messageLanguages } from "@jyotish/terms/lang";

export { isMessageLanguage, type MessageLanguage, messageLanguages };

export const catalogs: Record<MessageLanguage, Catalog> = { en, hi, ta, te };

/** Every message id (the `code` of an issue, the `messageCode` of an error). */
export const messageIds = Object.keys(en.messages) as MessageId[];

export type MessageParams = Record<string, string | number>;

/** A message by id and parameters, not yet in any language. */
export interface Text {
  code: MessageId;
  params?: MessageParams;
}


export function isMessageId(value: unknown): value is MessageId {
  return typeof value === "string" && Object.hasOwn(en.messages, value);
}

export function isFieldId(value: unknown): value is FieldId {
  return typeof value === "string" && Object.hasOwn(en.fields, value);
}

/** `id` with `params` in `lang` (English for an unknown language). */
export function render(lang: string | undefined, code: MessageId, params: MessageParams = {}): string {
  const catalog = catalogs[isMessageLanguage(lang) ? lang : "en"];
  return catalog.messages[code].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (name === "field" && isFieldId(value)) return catalog.fields[value];
    return String(value);
  });
}

/** The issue fields `text` adds to a valibot issue. */
export interface TextIssue {
  code?: MessageId;
  params?: MessageParams;
}

/**
 * A valibot message: renders `code` in the issue's language and records code and params on
 * the issue for the error answer's `details`.
 */
export function text(code: MessageId, params?: MessageParams) {
  return (issue: v.BaseIssue<unknown>): string => {
    Object.assign(issue, { code, params: params ?? {} } satisfies TextIssue);
    return render(issue.lang, code, params);
  };
}

/**
 * The best of en/hi/ta/te in an `Accept-Language` header ("hi-IN,hi;q=0.9,en;q=0.8" → hi),
 * by quality, then order; undefined when none of them is acceptable.
 */
export function acceptedLanguage(header: string | null | undefined): MessageLanguage | undefined {
  if (!header) return undefined;
  let best: { lang: MessageLanguage; q: number } | undefined;
  for (const part of header.split(",")) {
    const [range = "", ...attributes] = part.trim().split(";");
    const primary = range.trim().toLowerCase().split("-")[0];
    const qAttribute = attributes.map((a) => a.trim()).find((a) => a.startsWith("q="));
    const q = qAttribute ? Number(qAttribute.slice(2)) : 1;
    if (!isMessageLanguage(primary) || !(q > 0)) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang;
}
