/**
 * The `lang` query parameter of the routes that return explanations: en (default), hi, ta
 * or te, checked with the contract's `langParam` (the schema the OpenAPI document shows).
 * Anything else answers 400 in the error shape.
 */
import * as v from "valibot";
import { langParam as langSchema } from "@contract/common";
import type { Lang } from "@jyotish/terms/lang";
import { parseOrThrow } from "./validate";

const langQuery = v.object({ lang: langSchema });

export function langParam(value: string | undefined): Lang {
  return parseOrThrow(langQuery, { lang: value === "" ? undefined : value }, "query").lang;
}
