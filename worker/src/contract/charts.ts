/**
 * `/api/charts`: the birth charts a signed-in user keeps. A chart is the kundli form's birth
 * data (the same schema entries as `POST /api/kundli`, so whatever can be cast can be kept)
 * with a name, the person's relation to the user and the "how computed" options.
 */
import * as v from "valibot";
import { chartRelations } from "./chart-relations";
import { birthEntries, kundliOptionEntries } from "./kundli";
import { text } from "./messages";

export { type ChartRelation, chartRelations } from "./chart-relations";

/** The most charts one account keeps; saving one more answers 409 `chart_limit`. */
export const MAX_CHARTS_PER_USER = 200;
/** Charts per page of `GET /api/charts`. */
export const CHARTS_PAGE_SIZE = 20;

const birth = birthEntries("birth");

/** `POST /api/charts` and `PUT /api/charts/:id`: a chart as the kundli form takes it, with a name required. */
export const chartBody = v.strictObject(
  {
    ...birth,
    name: v.pipe(
      v.optional(v.string(text("not_text", { field: "Name" })), ""),
      v.trim(),
      v.minLength(2, text("min_chars", { field: "Name", min: 2 })),
      v.maxLength(80, text("too_long", { field: "Name" })),
    ),
    relation: v.optional(v.picklist(chartRelations, text("one_of", { field: "relation", options: chartRelations.join(", ") })), "other"),
    options: v.optional(v.strictObject(kundliOptionEntries, text("unknown_option")), {}),
  },
  text("unknown_field"),
);
export type ChartBody = v.InferOutput<typeof chartBody>;

export const chartParam = v.object({ id: v.pipe(v.string(), v.uuid(text("chart_id"))) });

/** `GET /api/charts`: newest first, `CHARTS_PAGE_SIZE` a page. */
export const chartsQuery = v.strictObject({
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, text("page_number")), v.transform(Number)), "1"),
});

/** A kept chart: the body as saved, with its id and times (ISO 8601 UTC). */
export const savedChart = v.object({
  id: v.string(),
  name: v.string(),
  relation: v.picklist(chartRelations),
  gender: v.optional(v.picklist(["male", "female"])),
  date: v.string(),
  time: v.string(),
  location: v.optional(v.string()),
  latitude: v.number(),
  longitude: v.number(),
  timezone: v.optional(v.string()),
  utcOffsetHours: v.optional(v.number()),
  options: v.object(kundliOptionEntries),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type SavedChart = v.InferOutput<typeof savedChart>;

export const chartsAnswer = v.object({ charts: v.array(savedChart), total: v.number(), page: v.number(), pageSize: v.number(), max: v.number() });
export type ChartsAnswer = v.InferOutput<typeof chartsAnswer>;
