/**
 * A report's sections as the reader, the free sample and the print page show them: each section
 * under `<h2 id="section-<id>">` holding exactly its title (the PDF printer finds each section's page
 * by these headings in the outline), its intro, its paragraphs, each with the facts it was chosen
 * by, and its chart where it has one, drawn in the buyer's style with the kundli pages' charts.
 *
 * The report's words are in the report's language: so are the few labels inside it ("Based on"),
 * whatever the site's language; the page around it keeps the site's.
 */
import type { ReportChart } from "@contract/reports";
import { ascendantShort, grahaShort, vargaNames } from "@jyotish/terms/kundli";
import { useState } from "react";
import type { Locale } from "../../i18n/locale";
import { formatNumber } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import type { VargaId } from "../../components/kundli-search";
import { type ChartProps, NorthIndianChart, SouthIndianChart } from "../kundli/charts";
import type { ChartStyle, ReportSection } from "./api";

/** The anchor of a section (the contents' links, the printer's outline). */
export const sectionAnchor = (id: string) => `section-${id}`;

const vargaName = (varga: string, locale: Locale) => (varga in vargaNames ? vargaNames[varga as VargaId][locale] : varga);

/** The API's chart (signs as indexes, Aries = 0) as the kundli pages' chart components draw it, labelled in `locale`. */
export function reportChartProps(chart: ReportChart, locale: Locale): ChartProps {
  return {
    ascendantSign: chart.ascendant,
    grahas: chart.planets.map((p) => ({ id: p.id, sign: p.signIndex, label: grahaShort[p.id][locale], retrograde: p.retrograde })),
    ascendantLabel: ascendantShort[locale],
    title: vargaName(chart.varga, locale),
  };
}

export function ReportChartView({ chart, style, locale, size }: { chart: ReportChart; style: ChartStyle; locale: Locale; size?: number }) {
  const props = { ...reportChartProps(chart, locale), size };
  return style === "south" ? <SouthIndianChart {...props} /> : <NorthIndianChart {...props} />;
}

/**
 * The contents: one link per section, in reading order. `collapsible`: folded under its title on a
 * phone, where 82 lines would push the report a dozen screens down; open on a wider screen.
 */
export function ReportContents({ sections, title, collapsible = false }: { sections: Pick<ReportSection, "id" | "title">[]; title: string; collapsible?: boolean }) {
  const list = (
    <ol className="mt-2 grid list-decimal gap-x-6 gap-y-1 pl-6 text-sm sm:grid-cols-2">
      {sections.map((s) => (
        <li key={s.id}>
          <a href={`#${sectionAnchor(s.id)}`} className="text-brand-700 hover:underline">
            {s.title}
          </a>
        </li>
      ))}
    </ol>
  );
  const [open] = useState(() => !collapsible || window.matchMedia("(min-width: 640px)").matches);
  return (
    <nav aria-label={title} className="rounded-xl border border-gray-200 bg-white p-4" data-testid="report-contents">
      {collapsible ? (
        <details open={open}>
          <summary className="cursor-pointer font-semibold">
            {title} ({formatNumber(sections.length)})
          </summary>
          {list}
        </details>
      ) : (
        <>
          <p className="font-semibold">{title}</p>
          {list}
        </>
      )}
    </nav>
  );
}

/** One section: title, intro, paragraphs with their cited facts, chart. */
export function ReportSectionView({ section, style, locale }: { section: ReportSection; style: ChartStyle; locale: Locale }) {
  return (
    <section className="report-section scroll-mt-20 rounded-xl border border-gray-200 bg-white p-4 sm:p-6" aria-labelledby={sectionAnchor(section.id)} data-testid="report-section" data-section={section.id}>
      <h2 id={sectionAnchor(section.id)} className="text-xl font-bold text-brand-900">
        {section.title}
      </h2>
      <p className="mt-2 text-gray-700">{section.intro}</p>
      {section.chart && (
        <figure className="report-chart mx-auto mt-4 max-w-xs">
          <ReportChartView chart={section.chart} style={style} locale={locale} />
        </figure>
      )}
      {section.paragraphs.map((p, i) => (
        <div key={`${p.code}-${i}`} className="report-paragraph mt-4">
          <p className="leading-relaxed text-gray-900">{p.text}</p>
          {p.cites.length > 0 && (
            <p className="report-cites mt-1 text-xs text-gray-500" data-testid="report-cites">
              <span className="font-semibold">{m.rpt_based_on({}, { locale })}</span> {p.cites.join("; ")}
            </p>
          )}
        </div>
      ))}
    </section>
  );
}

export function ReportSections({ sections, style, locale }: { sections: ReportSection[]; style: ChartStyle; locale: Locale }) {
  return (
    <div className="grid gap-4" lang={locale}>
      {sections.map((s) => (
        <ReportSectionView key={s.id} section={s} style={style} locale={locale} />
      ))}
    </div>
  );
}
