/**
 * The Lal Kitab page: the birth form (the kundli pages' form and URL), then the reading from
 * `GET /api/lal-kitab` in the page's language: the chart with Aries fixed in house 1, each
 * planet's house, effect and upay with its asleep mark, sleeping houses, rins, and the rules with
 * their sources. Every text of the reading comes from the API; the page writes only labels.
 */
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { GrahaId } from "@jyotish/glossary";
import { usePageMeta } from "../../app/page-meta";
import { AppLink } from "../../components/AppLink";
import { BirthForm } from "../../components/BirthForm";
import { hasBirthData } from "../../components/kundli-search";
import { PageIntro } from "../../components/PageIntro";
import { Select } from "../../components/Select";
import { LoadingPage } from "../../components/Status";
import { currentLocale } from "../../i18n/runtime";
import { HttpError } from "../../lib/api";
import { m } from "../../paraglide/messages.js";
import { NorthIndianChart } from "../kundli/charts";
import { type Names, namesIn } from "../kundli/names";
import { formatShortDate } from "../panchang/format";
import { type LalKitabAnswer, lalKitabQueryOptions, type LalKitabSearch, type SleepRule, sleepRules } from "./api";

const route = getRouteApi("/lal-kitab");

/** The birth details of the URL, without the page's own option, for the form and the kundli link. */
function birthOnly(s: LalKitabSearch): Record<string, string | number> {
  const { sleep: _sleep, style: _style, varga: _varga, ...rest } = s;
  return Object.fromEntries(Object.entries(rest).filter(([, x]) => x !== undefined)) as Record<string, string | number>;
}

export function LalKitabPage() {
  const locale = currentLocale();
  const search = route.useSearch() as LalKitabSearch;
  const sleep = search.sleep;
  const navigate = useNavigate();
  const { meta } = usePageMeta("/lal-kitab", locale);
  const names = namesIn(locale);
  const form = <BirthForm key={JSON.stringify(birthOnly(search))} target="/lal-kitab" initial={search} keep={sleep ? { sleep } : undefined} nameOptional submitLabel={m.lk_submit()} />;
  const setSleep = (rule: SleepRule) => void navigate({ to: "/lal-kitab", search: (prev: LalKitabSearch) => ({ ...prev, sleep: rule }), resetScroll: false });
  return (
    <div className="mx-auto max-w-5xl" data-testid="lal-kitab-page">
      <h1 className="text-2xl font-bold sm:text-3xl">{meta?.heading ?? m.lk_chart_heading()}</h1>
      {hasBirthData(search) ? (
        <>
          <p className="mt-1 text-gray-600" data-testid="lk-for">
            {m.kd_chart_for({ name: search.name ?? m.kd_native(), date: formatShortDate(search.date), time: search.time.slice(0, 5), place: search.location ?? `${search.latitude}, ${search.longitude}` })}
          </p>
          <details className="mt-4 rounded-xl border border-gray-200 bg-white p-4">
            <summary className="cursor-pointer font-semibold text-brand-700">{m.kd_change_details()}</summary>
            <div className="mt-3">{form}</div>
          </details>
          <div className="mt-4 max-w-sm">
            <Select label={m.lk_sleep_rule()} value={sleep ?? "strict"} options={sleepRules} onChange={setSleep} name={(r) => (r === "strict" ? m.lk_sleep_strict() : m.lk_sleep_pakka_awake())} testId="lk-sleep-rule" />
          </div>
          <Reading search={{ ...search, sleep }} names={names} />
          <p className="mt-6" data-testid="lk-full-kundli">
            <AppLink to="/kundli" search={birthOnly(search)} className="btn-primary">
              {m.kd_see_full_kundli()}
            </AppLink>
          </p>
        </>
      ) : (
        <PageIntro meta={meta}>{form}</PageIntro>
      )}
    </div>
  );
}

function Reading({ search, names }: { search: Parameters<typeof lalKitabQueryOptions>[0]; names: Names }) {
  const query = useQuery(lalKitabQueryOptions(search));
  const data = query.data;
  return (
    <div className="mt-4" aria-live="polite" aria-busy={!data && !query.isError}>
      {!data && !query.isError && <LoadingPage />}
      {query.isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800" data-testid="lk-error">
          {query.error instanceof HttpError && query.error.status === 400 ? m.kd_bad_details() : m.kd_error()}
        </p>
      )}
      {data && (
        <>
          <ChartSection data={data} names={names} />
          <PlanetSection data={data} names={names} />
          <SleepSection data={data} names={names} />
          <RinSection data={data} />
          <RuleSection data={data} />
        </>
      )}
    </div>
  );
}

function Section({ id, title, note, children }: { id: string; title: string; note?: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-h`} className="mt-6 rounded-xl border border-gray-200 bg-white p-3 sm:p-4" data-testid={`lk-${id}`}>
      <h2 id={`${id}-h`} className="text-lg font-semibold">
        {title}
      </h2>
      {note && <p className="mt-1 text-sm text-gray-600">{note}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}

function ChartSection({ data, names }: { data: LalKitabAnswer; names: Names }) {
  const grahas = data.planets.map((p) => ({ id: p.id, sign: p.signIndex, label: names.grahaShort(p.id) }));
  return (
    <Section id="chart" title={m.lk_chart_heading()} note={m.lk_chart_note({ sign: names.sign(data.lagnaSignIndex) })}>
      <div className="mx-auto max-w-md" data-testid="lk-chart">
        {/* Aries (sign 0) in house 1 and no lagna mark: Lal Kitab's fixed houses. */}
        <NorthIndianChart ascendantSign={0} grahas={grahas} ascendantLabel="" title={m.lk_chart_title()} />
      </div>
    </Section>
  );
}

function Badge({ tone, children }: { tone: "sleep" | "wake" | "note"; children: ReactNode }) {
  const cls = tone === "sleep" ? "bg-indigo-50 text-indigo-800 border-indigo-200" : tone === "wake" ? "bg-green-50 text-green-800 border-green-200" : "bg-amber-50 text-amber-900 border-amber-200";
  return <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-medium ${cls}`}>{children}</span>;
}

function PlanetSection({ data, names }: { data: LalKitabAnswer; names: Names }) {
  // One markup: a table on wide screens; on phones each row is a card (cells stack).
  const cell = "block px-0 py-1 align-top sm:table-cell sm:px-2 sm:py-2";
  return (
    <Section id="planets" title={m.lk_planets_heading()} note={m.lk_remedy_note()}>
      <table className="w-full border-collapse text-left" data-testid="lk-planet-table">
        <thead className="hidden border-b border-gray-200 text-sm text-gray-600 sm:table-header-group">
          <tr>
            <th className="px-2 py-2 font-medium">{m.lk_col_planet()}</th>
            <th className="px-2 py-2 font-medium">{m.lk_col_house()}</th>
            <th className="px-2 py-2 font-medium">{m.lk_col_reading()}</th>
          </tr>
        </thead>
        <tbody>
          {data.planets.map((p) => (
            <tr key={p.id} className="block border-b border-gray-100 py-2 sm:table-row" data-testid="lk-planet" data-planet={p.id} data-house={p.house} data-asleep={p.asleep}>
              <td className={`${cell} sm:w-36`}>
                <span className="font-semibold">{names.graha(p.id as GrahaId)}</span>
                <span className="mt-1 flex flex-wrap gap-1">
                  <Badge tone={p.asleep ? "sleep" : "wake"}>{p.asleep ? m.lk_asleep() : m.lk_awake()}</Badge>
                  {p.inPakkaGhar && <Badge tone="note">{m.lk_pakka_ghar()}</Badge>}
                  {p.dignity && <Badge tone="note">{p.dignity === "exalted" ? m.lk_exalted() : m.lk_debilitated()}</Badge>}
                </span>
              </td>
              <td className={`${cell} text-sm sm:w-32`}>
                {m.lk_house_n({ house: String(p.house) })} · {names.sign(p.signIndex)}
              </td>
              <td className={cell}>
                <p data-testid="lk-effect">{p.effect}</p>
                <p className="mt-1" data-testid="lk-remedy">
                  <span className="font-semibold text-brand-700">{m.lk_upay()}</span> {p.remedy}
                </p>
                <p className="mt-1 text-xs text-gray-600">{p.why}</p>
                <p className="text-xs text-gray-500">{p.source}</p>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

function SleepSection({ data, names }: { data: LalKitabAnswer; names: Names }) {
  const planets = data.sleepingPlanets.map((id) => names.graha(id as GrahaId)).join(", ");
  const houses = data.sleepingHouses.join(", ");
  return (
    <Section id="sleeping" title={m.lk_sleeping_heading()}>
      <p data-testid="lk-sleeping-planets">{planets ? m.lk_sleeping_planets({ list: planets }) : m.lk_no_sleeping_planets()}</p>
      <p className="mt-1" data-testid="lk-sleeping-houses">
        {houses ? m.lk_sleeping_houses({ list: houses }) : m.lk_no_sleeping_houses()}
      </p>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">{m.lk_house_reasons()}</summary>
        <ul className="mt-2 space-y-1 text-sm">
          {data.houses.map((h) => (
            <li key={h.house} className="flex gap-2">
              <span className="shrink-0 font-medium">{h.house}.</span>
              <span>
                {h.why} {h.asleep && <Badge tone="sleep">{m.lk_asleep()}</Badge>}
              </span>
            </li>
          ))}
        </ul>
      </details>
    </Section>
  );
}

function RinSection({ data }: { data: LalKitabAnswer }) {
  const present = data.rins.filter((r) => r.present);
  const absent = data.rins.filter((r) => !r.present);
  return (
    <Section id="rins" title={m.lk_rins_heading()}>
      {present.length === 0 && <p data-testid="lk-no-rin">{m.lk_rin_none()}</p>}
      <ul className="space-y-3">
        {present.map((r) => (
          <li key={r.id} className="rounded-lg border border-amber-200 bg-amber-50 p-3" data-testid="lk-rin" data-rin={r.id}>
            <p className="font-semibold">{r.name}</p>
            <p className="mt-1">{r.reason}</p>
            <p className="mt-1 text-sm">
              <span className="font-medium">{m.lk_rin_condition()}</span> {r.rule}
            </p>
            <p className="mt-1 text-sm">
              <span className="font-medium">{m.lk_rin_remedy()}</span> {r.remedy}
            </p>
          </li>
        ))}
      </ul>
      <h3 className="mt-4 text-sm font-semibold text-gray-600">{m.lk_rins_absent()}</h3>
      <ul className="mt-1 space-y-1 text-sm text-gray-700">
        {absent.map((r) => (
          <li key={r.id} data-rin={r.id}>
            <span className="font-medium">{r.name}</span>: {r.rule}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function RuleSection({ data }: { data: LalKitabAnswer }) {
  return (
    <Section id="rules" title={m.lk_rules_heading()}>
      <ul className="space-y-3">
        {data.rules.map((r) => (
          <li key={r.id}>
            <p>{r.text}</p>
            <p className="text-sm text-gray-500">{r.source}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
