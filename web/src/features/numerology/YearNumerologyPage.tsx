/**
 * /numerology-{year} and /year-{year}/numerology: the universal year number, and for each
 * moolank 1–9 its cycle for the year and the forecast, with a box that finds the reader's
 * moolank from a birth date.
 */
import { useQuery } from "@tanstack/react-query";
import { useLocation, useParams } from "@tanstack/react-router";
import { useState } from "react";
import { usePageMeta } from "../../app/page-meta";
import { AppLink } from "../../components/AppLink";
import { Field } from "../../components/Field";
import { currentLocale } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { moolankOf, yearQueryOptions } from "./api";
import { ErrorBox, Loading, Rule, workingOf } from "./parts";

/** The component of both year routes: the year from the path, the page's own address for its titles. */
export function YearRoutePage() {
  const year = Number(useParams({ strict: false }).year);
  const alias = useLocation().pathname.endsWith("/numerology");
  return <YearNumerologyPage year={year} path={alias ? `/year-${year}/numerology` : `/numerology-${year}`} />;
}

export function YearNumerologyPage({ year, path }: { year: number; path: string }) {
  const locale = currentLocale();
  const { meta } = usePageMeta(path, locale);
  const query = useQuery(yearQueryOptions(year, locale));
  const [mine, setMine] = useState<number | null>(null);
  return (
    <article className="mx-auto max-w-5xl" data-testid="numerology-year-page" data-year={year}>
      <h1 className="text-2xl font-bold sm:text-3xl">{meta?.heading ?? m.num_year_title({ year: String(year) })}</h1>
      {meta && <p className="mt-2 max-w-3xl text-gray-700">{meta.description}</p>}
      <FindYourNumber onFound={setMine} />
      {query.isError && <ErrorBox />}
      {!query.data && !query.isError && <Loading />}
      {query.data && (
        <>
          <section className="mt-6 rounded-xl border border-gray-200 bg-white p-4" data-testid="num-universal">
            <h2 className="text-lg font-semibold">{m.num_universal_year({ year: String(year), number: String(query.data.universal.value) })}</h2>
            <p className="mt-1 tabular-nums text-sm text-gray-700">{workingOf(query.data.universal.steps, query.data.universal.value)}</p>
            <Rule>{query.data.rule}</Rule>
            <Rule>{query.data.cycleRule}</Rule>
          </section>
          <ol className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
            {query.data.cycles.map((c) => {
              const f = query.data.forecasts[String(c.cycle)]!;
              return (
                <li
                  key={c.moolank}
                  id={`moolank-${c.moolank}`}
                  className={`flex min-w-0 flex-col rounded-xl border bg-white p-4 ${mine === c.moolank ? "border-brand-600 ring-2 ring-brand-200" : "border-gray-200"}`}
                  data-testid="num-year-forecast"
                >
                  <h3 className="text-lg font-semibold">
                    {query.data.moolankName} {c.moolank}
                  </h3>
                  <p className="mt-1 text-sm text-gray-600">
                    {m.num_year_cycle({ number: String(c.cycle) })}: <span className="tabular-nums">{workingOf(c.working.steps, c.working.value)}</span>
                  </p>
                  <p className="mt-2 font-semibold text-brand-800">{f.title}</p>
                  <p className="mt-1 text-sm leading-relaxed text-gray-800">{f.overview}</p>
                  <dl className="mt-2 space-y-1 text-sm text-gray-800">
                    {(["career", "love", "health", "money"] as const).map((k) => (
                      <div key={k}>
                        <dt className="inline font-semibold">{label[k]()}: </dt>
                        <dd className="inline">{f[k]}</dd>
                      </div>
                    ))}
                  </dl>
                  <p className="mt-2 text-sm italic text-gray-700">{f.advice}</p>
                </li>
              );
            })}
          </ol>
        </>
      )}
      <p className="mt-8">
        <AppLink to="/numerology" className="btn-outline text-sm">
          {m.num_full_reading()}
        </AppLink>
      </p>
    </article>
  );
}

const label = { career: m.num_career, love: m.num_love, health: m.num_health, money: m.num_money } as const;

function FindYourNumber({ onFound }: { onFound: (n: number) => void }) {
  const [date, setDate] = useState("");
  const [found, setFound] = useState<number | null>(null);
  return (
    <form
      className="mt-5 flex flex-wrap items-end gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm"
      data-testid="num-find"
      onSubmit={(e) => {
        e.preventDefault();
        if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
        const n = moolankOf(date);
        setFound(n);
        onFound(n);
        document.getElementById(`moolank-${n}`)?.scrollIntoView({ behavior: "smooth", block: "center" });
      }}
    >
      <div className="min-w-48 flex-1">
        <Field label={m.num_find_title()}>{(id) => <input id={id} type="date" className="field" value={date} onChange={(e) => setDate(e.currentTarget.value)} data-testid="num-find-date" />}</Field>
      </div>
      <button type="submit" className="btn-primary">
        {m.num_find_button()}
      </button>
      {found !== null && (
        <p className="w-full font-semibold text-brand-800" data-testid="num-find-result">
          {m.num_your_moolank({ number: String(found) })}
        </p>
      )}
    </form>
  );
}
