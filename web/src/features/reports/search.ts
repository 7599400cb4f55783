/**
 * The purchase form's address (`/astrological-report-form?kind=…&name=…&date=…`): the kind and the
 * birth details to prefill, as the kundli pages' query carries them. A bad value is dropped.
 */
import * as v from "valibot";
import { kundliSearchSchema } from "../../components/kundli-search";
import type { ReportKind } from "@contract/reports";

/**
 * The kinds in the catalogue's order: the contract's list, written here because route files
 * validate their search with this module, which is part of the first bundle (no contract code).
 */
export const reportKinds = ["life", "career", "marriage", "child", "yearly"] as const satisfies readonly ReportKind[];

export const reportFormSearchSchema = v.object({
  kind: v.fallback(v.optional(v.picklist(reportKinds)), undefined),
  ...v.pick(kundliSearchSchema, ["name", "gender", "date", "time", "location", "latitude", "longitude"]).entries,
});
export type ReportFormSearchParams = v.InferOutput<typeof reportFormSearchSchema>;

/** The print page's address: the printer's token and, on its second pass, the page numbers. */
export const printSearchSchema = v.object({
  token: v.fallback(v.optional(v.string()), undefined),
  pages: v.fallback(v.optional(v.string()), undefined),
});
