/**
 * The `lang` query parameter of the routes that return explanations: en (default), hi, ta
 * or te. Anything else answers 400 in the error shape.
 */
import { isLang, type Lang, langs } from "@jyotish/terms/lang";
import { ApiError } from "./errors";

export function langParam(value: string | undefined): Lang {
  if (value === undefined || value === "") return "en";
  if (isLang(value)) return value;
  throw new ApiError("validation_failed", "Invalid query", [{ path: "lang", message: `lang must be one of ${langs.join(", ")}` }]);
}
