/**
 * Paid reports (issue 23): `GET /api/reports/catalog`, `GET /api/reports/sample`,
 * `POST /api/reports` (paid from the wallet), `GET /api/reports` (the user's reports),
 * `GET /api/reports/:id` (status, progress, then the sections), `POST /api/reports/:id/regenerate`
 * (free, after a birth-detail correction) and `GET /api/reports/:id.pdf`.
 *
 * A report is written from the buyer's chart by the report engine (worker/src/jyotish/reports)
 * in the language chosen at purchase; every paragraph cites the facts it was chosen by.
 */
import * as v from "valibot";
import { reportKinds, sectionIds } from "@jyotish/reports/catalog";
import { grahaIds } from "@jyotish/terms/grahas";
import { apiLanguages, choice, isoText, langParam, strictQuery } from "./common";
import { birthEntries, kundliQuery } from "./kundli";
import { text } from "./messages";

export { reportKinds, sectionIds };
export type { ReportKind, SectionId } from "@jyotish/reports/catalog";
export const chartStyles = ["north", "south"] as const;
export type ChartStyle = (typeof chartStyles)[number];
export const reportStatuses = ["generating", "ready", "failed"] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** One person's birth data, as `POST /api/kundli` takes it (without its options). */
export const reportBirth = v.strictObject(birthEntries("birth"), text("unknown_field"));
export type ReportBirth = v.InferOutput<typeof reportBirth>;

export const reportBody = v.strictObject(
  {
    kind: choice(reportKinds, "kind"),
    birth: reportBirth,
    /** Marriage report only: the partner's birth data, for the Ashtakoota match. */
    partner: v.optional(reportBirth),
    /** The report's language (its sections and PDF). */
    language: v.optional(v.picklist(apiLanguages, text("one_of", { field: "language", options: apiLanguages.join(", ") })), "en"),
    /** The chart drawing in the reader and the PDF. */
    chartStyle: v.optional(choice(chartStyles, "chartStyle"), "north"),
  },
  text("unknown_field"),
);
export type ReportBody = v.InferOutput<typeof reportBody>;

export const regenerateBody = v.strictObject({ birth: reportBirth, partner: v.optional(reportBirth) }, text("unknown_field"));
export type RegenerateBody = v.InferOutput<typeof regenerateBody>;

export const reportParam = v.object({
  id: v.pipe(v.string(), v.regex(/^rp_[0-9a-f]{32}$/, text("one_of", { field: "id", options: "rp_ followed by 32 hex digits" }))),
});
export const reportPdfParam = v.object({
  file: v.pipe(v.string(), v.regex(/^rp_[0-9a-f]{32}\.pdf$/, text("one_of", { field: "id", options: "rp_ followed by 32 hex digits, then .pdf" }))),
});

export const catalogQuery = strictQuery({ lang: langParam });
/** The free sample: the birth data as `GET /api/kundli` takes it, and the language. */
export const sampleQuery = v.object({ ...v.pick(kundliQuery, ["name", "gender", "date", "time", "location", "latitude", "longitude", "timezone", "utcOffsetHours", "lang"]).entries });
export type SampleQuery = v.InferOutput<typeof sampleQuery>;

const progress = v.object({ done: v.number(), total: v.number() });

/** A chart to draw beside a section: the rasi chart (D1) or a varga, signs as indexes 0–11 (Aries = 0). */
export const reportChart = v.object({
  varga: v.string(),
  ascendant: v.number(),
  planets: v.array(v.object({ id: v.picklist(grahaIds), signIndex: v.number(), degInSign: v.number(), retrograde: v.boolean() })),
});
export type ReportChart = v.InferOutput<typeof reportChart>;

/** A paragraph: its sentences, the facts it was chosen by (rendered), and its statement code. */
export const reportParagraph = v.object({ text: v.string(), cites: v.array(v.string()), code: v.string() });
export const reportSection = v.object({
  id: v.picklist(sectionIds),
  title: v.string(),
  intro: v.string(),
  paragraphs: v.array(reportParagraph),
  chart: v.optional(reportChart),
});
export type ReportSection = v.InferOutput<typeof reportSection>;

export const catalogAnswer = v.object({
  kinds: v.array(
    v.object({
      kind: v.picklist(reportKinds),
      name: v.string(),
      blurb: v.string(),
      /** GST-inclusive, from the `products` table. */
      pricePaise: v.number(),
      sections: v.array(v.object({ id: v.picklist(sectionIds), title: v.string() })),
    }),
  ),
  /** How many of the life report's first sections the free sample shows. */
  sampleSections: v.number(),
});
export type CatalogAnswer = v.InferOutput<typeof catalogAnswer>;

export const sampleAnswer = v.object({
  kind: v.literal("life"),
  name: v.string(),
  total: v.number(),
  pricePaise: v.number(),
  sections: v.array(reportSection),
  /** What the full report adds (the upgrade's sentence). */
  upgrade: v.string(),
});
export type SampleAnswer = v.InferOutput<typeof sampleAnswer>;

export const reportSummary = v.object({
  id: v.string(),
  kind: v.picklist(reportKinds),
  /** The kind's name in the report's language. */
  title: v.string(),
  /** The person's name as entered, or null. */
  name: v.nullable(v.string()),
  language: v.picklist(apiLanguages),
  chartStyle: v.picklist(chartStyles),
  status: v.picklist(reportStatuses),
  progress,
  /** 1, then one more for each regeneration after a birth-detail correction. */
  version: v.number(),
  pricePaise: v.number(),
  createdAt: isoText,
  updatedAt: isoText,
});
export type ReportSummary = v.InferOutput<typeof reportSummary>;

export const reportCreated = v.object({ id: v.string(), status: v.picklist(reportStatuses), progress });
export type ReportCreated = v.InferOutput<typeof reportCreated>;

export const reportAnswer = v.object({
  ...reportSummary.entries,
  birth: reportBirth,
  partner: v.nullable(reportBirth),
  /** The sections written so far (all of them once `status` is ready), in reading order. */
  sections: v.array(reportSection),
});
export type ReportAnswer = v.InferOutput<typeof reportAnswer>;

export const reportListAnswer = v.object({ reports: v.array(reportSummary) });
export type ReportListAnswer = v.InferOutput<typeof reportListAnswer>;

/**
 * The PDF's print page (`/reports/print/:id`) reads the report with this header instead of a
 * session: a short-lived token the Worker signs for its printer (features/reports/pdf.ts).
 */
export const PRINT_TOKEN_HEADER = "X-Print-Token";
