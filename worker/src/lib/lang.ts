/**
 * The `lang` query parameter of the routes that return explanations: en (default), hi, ta
 * or te. Anything else answers 400 in the error shape.
 */
import { isLang, type Lang, langs } from "@jyotish/terms/lang";
import { render } from "@contract/messages";
import { ApiError } from "./errors";

export function langParam(value: string | undefined): Lang {
  if (value === undefined || value === "") return "en";
  if (isLang(value)) return value;
  const params = { field: "lang", options: langs.join(", ") };
  throw new ApiError("validation_failed", { code: "invalid_input", params: { field: "target.query" } }, [{ path: "lang", code: "one_of", params, message: render("en", "one_of", params) }]);
}
