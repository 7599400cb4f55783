import { useQuery } from "@tanstack/react-query";
import type { HoroscopeAnswer } from "@contract/horoscope";
import { type SignId, signIds, signNames } from "@jyotish/terms/signs";
import { AppLink } from "../../components/AppLink";
import { currentLocale } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { horoscopeQueryOptions, transitsQueryOptions } from "../horoscope/api";
import { yearRequest } from "./search";
import { eventWhen, grahaName, Loaded, PageHeading, Scores, Verdict } from "./parts";
import { slowGrahas, slowIngresses } from "./transits";

/** /horoscope-{year}: the twelve signs' yearly horoscopes as compact cards, and the year's slow-planet ingresses. */
export function YearHoroscopePage({ year }: { year: number }) {
  const locale = currentLocale();
  const transits = useQuery(transitsQueryOptions(year, locale));
  return (
    <article data-testid="year-horoscope-page" data-year={year}>
      <PageHeading />
      <section className="mt-6" data-testid="year-slow-ingresses">
        <h2 className="text-xl font-semibold">{m.signs_slow_title({ year: String(year) })}</h2>
        <p className="mt-1 text-sm text-gray-600">{m.signs_slow_note()}</p>
        <Loaded query={transits} minHeight="min-h-24">
          {(answer) => {
            const ingresses = slowIngresses(answer.events);
            if (ingresses.length === 0) return <p className="mt-3 text-gray-700">{m.signs_slow_none({ year: String(year) })}</p>;
            return (
              <ul className="mt-3 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
                {ingresses.map((e) => (
                  <li key={`${e.at}${e.planet}`} className="flex flex-col gap-0.5 px-4 py-2.5 sm:flex-row sm:gap-4">
                    <time dateTime={e.at} className="shrink-0 text-sm font-medium text-brand-700 sm:w-44">
                      {eventWhen(e.at)}
                    </time>
                    <span>{e.text}</span>
                  </li>
                ))}
              </ul>
            );
          }}
        </Loaded>
        <AppLink to={`/planet-transit-${year}`} className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
          {m.signs_transits_link({ year: String(year) })} →
        </AppLink>
      </section>
      <section className="mt-8">
        <h2 className="text-xl font-semibold">{m.signs_year_cards_title({ year: String(year) })}</h2>
        <ol className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          {signIds.map((sign) => (
            <YearCard key={sign} sign={sign} year={year} />
          ))}
        </ol>
      </section>
    </article>
  );
}

function YearCard({ sign, year }: { sign: SignId; year: number }) {
  const locale = currentLocale();
  const date = `${year}-01-01`;
  const query = useQuery(horoscopeQueryOptions(yearRequest(sign, year), locale));
  return (
    <li className="flex flex-col rounded-xl border border-gray-200 bg-white p-4" data-testid={`year-card-${sign}`}>
      <h3 className="text-lg font-semibold">{signNames[sign][locale]}</h3>
      <div className="flex-1">
        <Loaded query={query} minHeight="min-h-48">
          {(answer) => <CardBody answer={answer} />}
        </Loaded>
      </div>
      <AppLink to="/yearly-horoscope" search={{ sign, date }} className="mt-4 self-start text-sm font-semibold text-brand-700 hover:underline">
        {m.signs_year_full({ year: String(year) })} →
      </AppLink>
    </li>
  );
}

function CardBody({ answer }: { answer: HoroscopeAnswer }) {
  const slow = answer.transits.filter((t) => slowGrahas.includes(t.planet));
  return (
    <>
      <p className="mt-2 line-clamp-6 text-sm leading-relaxed text-gray-800" data-testid="year-prediction">
        {answer.prediction}
      </p>
      <div className="mt-3">
        <Scores scores={answer.scores} compact />
      </div>
      {slow.length > 0 && (
        <>
          <h4 className="mt-3 text-sm font-semibold">{m.signs_key_transits()}</h4>
          <ul className="mt-1 space-y-1 text-sm">
            {slow.map((t) => (
              <li key={t.planet} className="flex flex-wrap items-center justify-between gap-2">
                <span>{m.signs_house_of({ planet: grahaName(t.planet), house: String(t.house) })}</span>
                <Verdict verdict={t.verdict} />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
