/**
 * The report shop (issue 23; spec §1, §2.1): `/reports/premium` (every kind as a card with its
 * price, and the "Free Premium Report" sample written from the visitor's birth details) and one
 * page per kind, `/reports/<kind>` (what it covers, its price, "Buy"). The kinds, their section
 * titles and their prices are the catalogue's (`GET /api/reports/catalog`), in the page's language.
 */
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { usePageMeta } from "../../app/page-meta";
import { AppLink } from "../../components/AppLink";
import { BirthForm } from "../../components/BirthForm";
import { LoadingPage } from "../../components/Status";
import { currentLocale, formatNumber, formatPaise } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { serverReason } from "../wallet/errors";
import { type CatalogAnswer, catalogQueryOptions, kindPages, type ReportKind, reportFormLink, type SampleBirth, sampleQueryOptions } from "./api";
import { ReportContents, ReportSections } from "./ReportBody";

type CatalogKind = CatalogAnswer["kinds"][number];

function Heading({ path, fallback }: { path: string; fallback: string }) {
  const { meta } = usePageMeta(path, currentLocale());
  return (
    <>
      <h1 className="text-2xl font-bold sm:text-3xl">{meta?.heading ?? fallback}</h1>
      {meta && <p className="mt-2 max-w-3xl text-gray-700">{meta.description}</p>}
    </>
  );
}

export function Alert({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800" data-testid={testId}>
      {children}
    </div>
  );
}

/** The catalogue, or its loading and failure states. */
function WithCatalog({ children }: { children: (catalog: CatalogAnswer) => ReactNode }) {
  const catalog = useQuery(catalogQueryOptions(currentLocale()));
  if (catalog.data) return <>{children(catalog.data)}</>;
  if (catalog.isError) return <Alert testId="catalog-error">{serverReason(catalog.error, m.rpt_catalog_failed())}</Alert>;
  return <LoadingPage />;
}

function KindCard({ kind }: { kind: CatalogKind }) {
  const hasPage = kindPages.some((k) => k === kind.kind);
  return (
    <li className="flex flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm" data-testid="report-kind" data-kind={kind.kind}>
      <h3 className="text-lg font-bold">{kind.name}</h3>
      <p className="mt-2 flex-1 text-sm text-gray-700">{kind.blurb}</p>
      <p className="mt-3 text-sm text-gray-600">{m.rpt_sections_count({ count: kind.sections.length, shown: formatNumber(kind.sections.length) })}</p>
      <p className="mt-1 text-2xl font-bold text-brand-700" data-testid="report-price">
        {formatPaise(kind.pricePaise)}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <AppLink {...reportFormLink(kind.kind)} className="btn-primary flex-1 text-center">
          {m.rpt_buy()}
        </AppLink>
        {hasPage && (
          <AppLink to={`/reports/${kind.kind}`} className="btn-outline flex-1 text-center">
            {m.rpt_whats_inside()}
          </AppLink>
        )}
      </div>
    </li>
  );
}

/** `/reports/premium` and its aliases: the kinds, then the free sample. */
export function PremiumReportsPage() {
  return (
    <div data-testid="reports-catalog">
      <Heading path="/reports/premium" fallback={m.rpt_catalog_title()} />
      <a href="#free-report" className="btn-outline mt-3">
        {m.rpt_sample_title()} ↓
      </a>
      <WithCatalog>
        {(catalog) => (
          <>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {catalog.kinds.map((k) => (
                <KindCard key={k.kind} kind={k} />
              ))}
            </ul>
            <p className="mt-3 text-sm text-gray-600">{m.rpt_price_note()}</p>
            <FreeSample catalog={catalog} />
          </>
        )}
      </WithCatalog>
    </div>
  );
}

/** "Free Premium Report": the life report's first sections from the visitor's birth details, and the way to the full one. */
function FreeSample({ catalog }: { catalog: CatalogAnswer }) {
  const [birth, setBirth] = useState<SampleBirth | null>(null);
  const life = catalog.kinds.find((k) => k.kind === "life");
  return (
    <section id="free-report" className="mt-10 scroll-mt-20 rounded-2xl border border-brand-100 bg-brand-50/40 p-4 sm:p-6" aria-labelledby="sample-title" data-testid="report-sample">
      <h2 id="sample-title" className="text-xl font-bold sm:text-2xl">
        {m.rpt_sample_title()}
      </h2>
      <p className="mt-2 max-w-3xl text-gray-700">{m.rpt_sample_body({ shown: formatNumber(catalog.sampleSections), total: formatNumber(life?.sections.length ?? 82) })}</p>
      <div className="mt-4 rounded-xl border border-gray-200 bg-white p-4">
        <BirthForm target="/reports/premium" testId="sample-form" submitLabel={m.rpt_sample_submit()} onBirth={(b) => setBirth(b)} />
      </div>
      {birth && <SampleResult birth={birth} />}
    </section>
  );
}

function SampleResult({ birth }: { birth: SampleBirth }) {
  const locale = currentLocale();
  const sample = useQuery(sampleQueryOptions(birth, locale));
  if (sample.isError) return <div className="mt-4"><Alert testId="sample-error">{serverReason(sample.error, m.rpt_sample_failed())}</Alert></div>;
  if (!sample.data) return <LoadingPage />;
  const { sections, upgrade, pricePaise, total } = sample.data;
  const upgradeBox = (
    <div className="rounded-xl border border-brand-200 bg-white p-4 sm:p-5" data-testid="sample-upgrade">
      <p className="font-semibold">{upgrade}</p>
      <p className="mt-1 text-sm text-gray-600">{m.rpt_sample_shown({ shown: formatNumber(sections.length), total: formatNumber(total) })}</p>
      <AppLink {...reportFormLink("life", birth)} className="btn-primary mt-3 w-full text-center sm:w-auto">
        {m.rpt_upgrade_cta({ price: formatPaise(pricePaise) })}
      </AppLink>
    </div>
  );
  return (
    <div className="mt-6 grid gap-4" data-testid="sample-result">
      <ReportContents sections={sections} title={m.rpt_contents()} />
      <ReportSections sections={sections} style="north" locale={locale} />
      {upgradeBox}
    </div>
  );
}

/** `/reports/<kind>`: what the report covers (its section titles), its price, "Buy". */
export function ReportKindPage({ kind }: { kind: ReportKind }) {
  return (
    <div data-testid="report-kind-page" data-kind={kind}>
      <AppLink to="/reports/premium" className="text-sm text-brand-700 hover:underline">
        ← {m.rpt_all_reports()}
      </AppLink>
      <div className="mt-2">
        <Heading path={`/reports/${kind}`} fallback={m.rpt_catalog_title()} />
      </div>
      <WithCatalog>
        {(catalog) => {
          const entry = catalog.kinds.find((k) => k.kind === kind);
          if (!entry) return <Alert>{m.rpt_catalog_failed()}</Alert>;
          return (
            <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_18rem] lg:items-start">
              <section aria-labelledby="covers-title" className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
                <h2 id="covers-title" className="text-xl font-semibold">
                  {m.rpt_covers_title()}
                </h2>
                <p className="mt-1 text-gray-700">{entry.blurb}</p>
                <ol className="mt-4 grid list-decimal gap-x-8 gap-y-1 pl-6 text-sm text-gray-800 sm:grid-cols-2" data-testid="kind-sections">
                  {entry.sections.map((s) => (
                    <li key={s.id}>{s.title}</li>
                  ))}
                </ol>
              </section>
              <aside className="order-first rounded-xl border border-brand-200 bg-white p-5 shadow-sm lg:order-last lg:sticky lg:top-20">
                <p className="text-lg font-bold">{entry.name}</p>
                <p className="mt-1 text-sm text-gray-600">{m.rpt_sections_count({ count: entry.sections.length, shown: formatNumber(entry.sections.length) })}</p>
                <p className="mt-3 text-3xl font-bold text-brand-700" data-testid="report-price">
                  {formatPaise(entry.pricePaise)}
                </p>
                <p className="mt-1 text-xs text-gray-500">{m.rpt_price_note()}</p>
                <AppLink {...reportFormLink(kind)} className="btn-primary mt-4 w-full text-center">
                  {m.rpt_buy_named({ name: entry.name })}
                </AppLink>
              </aside>
            </div>
          );
        }}
      </WithCatalog>
    </div>
  );
}
