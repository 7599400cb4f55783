import { useQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import * as v from "valibot";
import { muhuratKinds } from "@site/route-table";
import { usePageMeta } from "../../app/page-meta";
import { AppLink } from "../../components/AppLink";
import { currentLocale } from "../../i18n/runtime";
import { defaultPlace } from "../../lib/home-place";
import { m } from "../../paraglide/messages.js";
import { contentQueryOptions } from "../festivals/api";
import { formatDate, formatShortDate, formatTime } from "../panchang/format";
import { placeWithZone } from "../panchang/PanchangShell";
import { PlaceSearch, type PlaceChoice } from "../../components/PlaceSearch";
import { type Kind, type MuhuratSearch, muhuratQueryOptions, muhuratSearchSchema, resolveMuhuratRequest } from "./api";

const periodLabel: Record<string, () => string> = {
  kharmas: m.mu_period_kharmas,
  chaturmas: m.mu_period_chaturmas,
  "adhika-masa": m.mu_period_adhika_masa,
  "jupiter-combust": m.mu_period_jupiter_combust,
  "venus-combust": m.mu_period_venus_combust,
};

function KindLinks({ current, search }: { current?: Kind; search: Record<string, string | number> }) {
  const { table } = usePageMeta("/shubh-muhurat", currentLocale());
  return (
    <nav aria-label={m.mu_choose()} className="mt-4">
      <ul className="grid grid-cols-2 gap-2 md:grid-cols-3">
        {muhuratKinds.map((k) => (
          <li key={k}>
            <AppLink
              to={`/shubh-muhurat/${k}`}
              search={search}
              className={`block rounded-lg border px-3 py-2 text-sm font-medium ${k === current ? "border-brand-500 bg-brand-50 text-brand-800" : "border-gray-200 bg-white hover:border-brand-300"}`}
            >
              {table?.[`muhurat-${k}`]?.heading ?? k}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function MuhuratPage({ path, kind }: { path: string; kind?: Kind }) {
  const locale = currentLocale();
  const { meta, table } = usePageMeta(path, locale);
  const search = v.parse(muhuratSearchSchema, useSearch({ strict: false }));
  const navigate = useNavigate();
  const set = (patch: Partial<MuhuratSearch>) => void navigate({ to: ".", search: ((prev: Record<string, unknown>) => ({ ...prev, ...patch })) as never, resetScroll: false });
  const { where, from, to } = resolveMuhuratRequest(search, defaultPlace(m.pc_delhi_ist()));
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  const valid = days >= 1 && days <= 366;
  const [place, setPlace] = useState<PlaceChoice>({ text: where.place, latitude: where.lat, longitude: where.lon, timezone: where.tz });
  useEffect(() => setPlace({ text: where.place, latitude: where.lat, longitude: where.lon, timezone: where.tz }), [where.place, where.lat, where.lon, where.tz]);
  const content = useQuery(contentQueryOptions(locale));
  const query = useQuery({ ...muhuratQueryOptions(kind ?? "marriage", { from, to, ...where }, locale), enabled: kind !== undefined && valid });
  const carried = Object.fromEntries(Object.entries(search).filter(([, x]) => x !== undefined)) as Record<string, string | number>;

  return (
    <div className="mx-auto max-w-5xl" data-testid="muhurat-page">
      <h1 className="text-2xl font-bold sm:text-3xl">{meta?.heading}</h1>
      {meta && <p className="mt-2 max-w-3xl text-gray-700">{meta.description}</p>}
      {kind && content.data && <p className="mt-2 max-w-3xl text-gray-700">{content.data.muhurat[kind]}</p>}
      <KindLinks current={kind} search={carried} />
      {!kind && content.data && (
        <ul className="mt-6 grid gap-3 md:grid-cols-2">
          {muhuratKinds.map((k) => (
            <li key={k} className="rounded-xl border border-gray-200 bg-white p-4 text-sm text-gray-700">
              <h2 className="mb-1 text-base font-semibold text-gray-900">
                <AppLink to={`/shubh-muhurat/${k}`} search={carried} className="hover:text-brand-700 hover:underline">
                  {table?.[`muhurat-${k}`]?.heading ?? k}
                </AppLink>
              </h2>
              {content.data.muhurat[k]}
            </li>
          ))}
        </ul>
      )}
      {kind && (
        <>
          <form className="mt-5 grid grid-cols-1 gap-4 rounded-xl border border-gray-200 bg-white p-4 md:grid-cols-3" onSubmit={(e) => e.preventDefault()}>
            <label className="block min-w-0">
              <span className="mb-1 block text-sm font-medium">{m.mu_from()}</span>
              <input type="date" className="field" value={from} data-testid="muhurat-from" onChange={(e) => e.currentTarget.value && set({ from: e.currentTarget.value })} />
            </label>
            <label className="block min-w-0">
              <span className="mb-1 block text-sm font-medium">{m.mu_to()}</span>
              <input type="date" className="field" value={to} data-testid="muhurat-to" onChange={(e) => e.currentTarget.value && set({ to: e.currentTarget.value })} />
            </label>
            <PlaceSearch
              label={m.pc_place()}
              value={place}
              testId="muhurat-place"
              onChange={(choice) => {
                setPlace(choice);
                void placeWithZone(choice).then((p) => p && set(p));
              }}
            />
          </form>
          {!valid && (
            <p role="alert" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3">
              {m.mu_range_error()}
            </p>
          )}
          <div className="mt-6" aria-live="polite" aria-busy={query.isFetching}>
            {query.isFetching && <p className="py-8 text-center text-gray-500">{m.mu_loading()}</p>}
            {query.isError && (
              <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
                {m.mu_error()}
              </p>
            )}
            {query.data && (
              <>
                <p className="font-semibold" data-testid="muhurat-count">
                  {query.data.windows.length === 0 ? m.mu_none() : m.mu_count({ count: String(query.data.windows.length) })}
                </p>
                <ul className="mt-3 space-y-3">
                  {query.data.windows.map((w) => (
                    <li key={w.start} className="rounded-xl border border-gray-200 bg-white p-4" data-testid="muhurat-window">
                      <p className="font-semibold text-brand-700">
                        {formatDate(w.date)} · {m.pc_window({ start: formatTime(w.start, where.tz, w.date), end: formatTime(w.end, where.tz, w.date) })}
                      </p>
                      <p className="mt-1 text-sm">
                        <span className="font-medium">{m.mu_why()}:</span> {w.nakshatra.name} · {w.tithi.name} · {w.weekday.name}
                        {w.lagnas && ` · ${m.mu_lagna_list({ names: w.lagnas.map((l) => l.name).join(", ") })}`}
                      </p>
                      <p className="text-sm text-gray-600">
                        {m.mu_clear()}
                        {query.data.rule.avoid.length > 0 && ` · ${m.mu_clear_periods({ periods: query.data.rule.avoid.map((p) => periodLabel[p]?.() ?? p).join(", ") })}`}
                      </p>
                    </li>
                  ))}
                </ul>
                {query.data.excluded.length > 0 && (
                  <section className="mt-6">
                    <h2 className="text-lg font-semibold">{m.mu_excluded()}</h2>
                    <ul className="mt-2 list-disc pl-5 text-sm">
                      {query.data.excluded.map((e) => (
                        <li key={`${e.id}-${e.from}`}>
                          {periodLabel[e.id]?.()}: {formatShortDate(e.from)} – {formatShortDate(e.to)}
                        </li>
                      ))}
                    </ul>
                  </section>
                )}
                <section className="mt-6 text-sm text-gray-700">
                  <h2 className="text-lg font-semibold text-gray-900">{m.mu_rules()}</h2>
                  <p className="mt-1">{query.data.rule.daytime ? m.mu_daytime() : m.mu_wholeday()}</p>
                  <p className="mt-1">{m.mu_always()}</p>
                  <h3 className="mt-2 font-semibold">{m.mu_sources()}</h3>
                  <ul className="list-disc pl-5">
                    {query.data.rule.sources.map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                  </ul>
                </section>
              </>
            )}
          </div>
        </>
      )}
    </div>
  );
}
