import { useQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { type SignId, signIds, signNames } from "@jyotish/terms/signs";
import { AppLink } from "../../components/AppLink";
import { Select } from "../../components/Select";
import { currentLocale } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { editionYears } from "@site/route-table";
import { transitsQueryOptions } from "../horoscope/api";
import { yearInIndia } from "./api";
import { eventWhen, grahaName, Loaded, monthName, PageHeading, Verdict } from "./parts";
import { type TransitGrouping, transitGroupings, type TransitsSearch, transitsSearch } from "./search";
import { byGraha, byMonth, type TransitEvent } from "./transits";

const noSign = "none" as const;
type SignChoice = SignId | typeof noSign;

/**
 * /planet-transits (this year, in India) and /planet-transit-{year}: the year's ingresses,
 * stations and combustions with their IST times, by month or by graha; with `?sign=`, what each
 * ingress means for that Moon sign.
 */
export function TransitsPage({ year: fixedYear }: { year?: number }) {
  const locale = currentLocale();
  const year = fixedYear ?? yearInIndia();
  const search = transitsSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const set = (patch: Partial<TransitsSearch>) =>
    void navigate({ to: ".", search: ((prev: Record<string, unknown>) => ({ ...prev, ...patch })) as never, resetScroll: false, replace: true });
  const query = useQuery(transitsQueryOptions(year, locale, search.sign));
  return (
    <article className="max-w-4xl" data-testid="transits-page" data-year={year}>
      <PageHeading />
      <form className="mt-5 grid grid-cols-1 gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-2" onSubmit={(e) => e.preventDefault()}>
        <Select<SignChoice>
          label={m.signs_pick_sign()}
          value={search.sign ?? noSign}
          options={[noSign, ...signIds]}
          onChange={(sign) => set({ sign: sign === noSign ? undefined : sign })}
          name={(s) => (s === noSign ? m.signs_no_sign() : signNames[s][locale])}
          testId="transits-sign"
        />
        <Select<TransitGrouping>
          label={m.signs_group_by()}
          value={search.by}
          options={transitGroupings}
          onChange={(by) => set({ by })}
          name={(g) => (g === "month" ? m.signs_by_month() : m.signs_by_graha())}
          testId="transits-group"
        />
      </form>
      <p className="mt-3 text-sm text-gray-600">{m.signs_transits_note()}</p>
      <div className="mt-4">
        <Loaded query={query} minHeight="min-h-[60vh]">
          {(answer) =>
            answer.events.length === 0 ? (
              <p className="py-6 text-gray-600">{m.signs_no_events()}</p>
            ) : search.by === "graha" ? (
              byGraha(answer.events).map((g) => <Group key={g.planet} title={grahaName(g.planet)} events={g.events} sign={search.sign} />)
            ) : (
              byMonth(answer.events).map((g) => <Group key={g.month} title={monthName(g.month)} events={g.events} sign={search.sign} />)
            )
          }
        </Loaded>
      </div>
      <YearLinks year={year} />
    </article>
  );
}

function Group({ title, events, sign }: { title: string; events: TransitEvent[]; sign?: SignId }) {
  return (
    <section className="mt-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="mt-2 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
        {events.map((e) => (
          <li key={`${e.at}${e.kind}${e.planet}`} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:gap-4" data-testid="transit-event" data-kind={e.kind}>
            <time dateTime={e.at} className="shrink-0 text-sm font-medium text-brand-700 sm:w-44">
              {eventWhen(e.at)}
            </time>
            <div className="min-w-0 flex-1">
              <p>{e.text}</p>
              {e.effect && sign && (
                <p className="mt-1 text-sm text-gray-700" data-testid="transit-effect">
                  <span className="mr-1 font-medium">{m.signs_effect_for({ sign: signNames[sign][currentLocale()] })}:</span>
                  <Verdict verdict={e.effect.verdict} /> {e.effect.text}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The editions of the route table, and the current year's page. */
function YearLinks({ year }: { year: number }) {
  return (
    <div className="mt-8 flex flex-wrap gap-2">
      {editionYears
        .filter((y) => y !== year)
        .map((y) => (
          <AppLink key={y} to={`/planet-transit-${y}`} className="btn-outline">
            {m.signs_transits_link({ year: String(y) })}
          </AppLink>
        ))}
    </div>
  );
}
