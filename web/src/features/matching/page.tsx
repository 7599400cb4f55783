import { useQuery } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import * as v from "valibot";
import { useMemo, useState } from "react";
import { AYANAMSAS } from "@ephemeris/zodiac";
import type { GrahaId } from "@jyotish/glossary";
import type { Cancellation } from "@jyotish/matching/ashtakoot";
import type { VerdictCode } from "@jyotish/matching/verdict";
import { usePageMeta } from "../../app/page-meta";
import { AppLink } from "../../components/AppLink";
import { Field } from "../../components/Field";
import { PageIntro } from "../../components/PageIntro";
import { Select } from "../../components/Select";
import { Tabs } from "../../components/Tabs";
import { markedRetrograde } from "../kundli/api";
import { LoadingPage } from "../../components/Status";
import { currentLocale } from "../../i18n/runtime";
import { HttpError } from "../../lib/api";
import { m } from "../../paraglide/messages.js";
import { type ChartGraha, type ChartProps } from "../kundli/charts";
import { Chart, StyleSwitch } from "../kundli/ChartPanel";
import { type Names, namesIn } from "../kundli/names";
import { cancellationText, Facts, referenceLabel, Section, Verdict } from "../kundli/sections";
import type { ChartStyle } from "../../components/kundli-search";
import { ayanamsaLabel } from "../panchang/labels";
import { type MatchingAnswer, matchingQueryOptions, type PartnerAnswer } from "./api";
import { MatchingForm } from "./MatchingForm";
import { hasMatchData, matchingRegions, matchingSchools, type MatchingSearch, matchingSearchSchema, poruthamVariants } from "./search";
import { attributeNames, kootaNames, poruthamNames } from "./terms";

const route = getRouteApi("/kundli-matching");

type SetSearch = (patch: Partial<MatchingSearch>) => void;

/** The overall reading's colours: green for a match to go ahead with, amber to look closer, red against. */
const verdictTone: Record<VerdictCode, string> = {
  excellent: "border-green-300 bg-green-50",
  good: "border-green-300 bg-green-50",
  acceptable: "border-amber-300 bg-amber-50",
  caution: "border-amber-400 bg-amber-50",
  "not-recommended": "border-red-300 bg-red-50",
};

const kootaAbout = {
  varna: m.mt_about_varna,
  vashya: m.mt_about_vashya,
  tara: m.mt_about_tara,
  yoni: m.mt_about_yoni,
  "graha-maitri": m.mt_about_graha_maitri,
  gana: m.mt_about_gana,
  bhakoot: m.mt_about_bhakoot,
  nadi: m.mt_about_nadi,
} as const;
const poruthamAbout = {
  dina: m.mt_about_dina,
  gana: m.mt_about_gana_porutham,
  mahendra: m.mt_about_mahendra,
  "stree-deergha": m.mt_about_stree_deergha,
  yoni: m.mt_about_yoni_porutham,
  rasi: m.mt_about_rasi,
  "rasi-adhipathi": m.mt_about_rasi_adhipathi,
  vasya: m.mt_about_vasya,
  rajju: m.mt_about_rajju,
  vedha: m.mt_about_vedha,
} as const;
const doshaName = { nadi: m.mt_dosha_nadi, bhakoot: m.mt_dosha_bhakoot, gana: m.mt_dosha_gana } as const;
const schoolLabel = { north: m.mt_school_north, pyjhora: m.mt_school_pyjhora } as const;
const regionLabel = { north: m.verdict_region_north, south: m.verdict_region_south } as const;
const variantLabel = { tamil: m.mt_variant_tamil, kerala: m.mt_variant_kerala, pyjhora: m.mt_variant_pyjhora } as const;

const cancellationLine: Record<Cancellation["id"], () => string> = {
  "same-sign": m.mt_cancel_same_sign,
  "same-star-different-sign": m.mt_cancel_same_star_sign,
  "same-star-different-pada": m.mt_cancel_same_star_pada,
  "same-lord": m.mt_cancel_same_lord,
  "friendly-lords": m.mt_cancel_friendly_lords,
  "star-distance": m.mt_cancel_star_distance,
};

/** A koota attribute id → its name: a varna, vashya, tara, yoni, gana or nadi; a sign lord; or a sign index. */
function attribute(kootaId: string, value: string, names: Names): string {
  if (kootaId === "graha-maitri") return names.graha(value as GrahaId);
  if (kootaId === "bhakoot") return names.sign(Number(value));
  return attributeNames[value]?.[names.locale] ?? value;
}

/**
 * /kundli-matching (and /match-making): the spec's matching form — by birth details, or by
 * each partner's star and pada — and, once the URL holds both partners, the match from
 * `GET /api/matching`: ONE overall reading at the top (the API's `verdict`: headline, how the
 * koota score, its cancellations, the poruthams and manglik compatibility relate, which
 * tradition leads and why, and the next step), then the parts it weighs — the guna total, the
 * eight kootas, the doshas, the ten poruthams, manglik compatibility — labelled as scores, not
 * as verdicts of their own, and both charts.
 */
export function MatchingPage() {
  const locale = currentLocale();
  // Validated here, in the page's own chunk, rather than by the route: the schema stays out of the initial bundle.
  const raw = route.useSearch();
  const search = useMemo(() => v.parse(matchingSearchSchema, raw), [raw]);
  const navigate = useNavigate();
  const setSearch: SetSearch = (patch) => void navigate({ to: "/kundli-matching", search: (prev: MatchingSearch) => ({ ...prev, ...patch }), resetScroll: false });
  const { meta } = usePageMeta("/kundli-matching", locale);
  const names = namesIn(locale);
  const style: ChartStyle = search.style ?? (locale === "ta" || locale === "te" ? "south" : "north");
  const ready = hasMatchData(search);
  const keep = Object.fromEntries(Object.entries({ school: search.school, poruthamVariant: search.poruthamVariant, ayanamsa: search.ayanamsa, region: search.region }).filter(([, v]) => v !== undefined)) as Record<string, string>;
  const forms = <Forms key={JSON.stringify(search)} search={search} keep={keep} names={names} />;
  const name = (p: "boy" | "girl") => search[`${p}Name`] ?? (p === "boy" ? m.boy_details() : m.girl_details());
  return (
    <div className="mx-auto max-w-5xl" data-testid="matching-page">
      <h1 className="text-2xl font-bold sm:text-3xl">{meta?.heading ?? m.nav_kundli_matching()}</h1>
      {ready ? (
        <>
          <p className="mt-1 text-gray-600" data-testid="matching-for">
            {m.mt_match_for({ boy: name("boy"), girl: name("girl") })}
          </p>
          <details className="mt-4 rounded-xl border border-gray-200 bg-white p-4">
            <summary className="cursor-pointer font-semibold text-brand-700">{m.kd_change_details()}</summary>
            <div className="mt-3">{forms}</div>
            <Options search={search} setSearch={setSearch} />
          </details>
          <Result search={search} names={names} style={style} setSearch={setSearch} />
        </>
      ) : (
        <PageIntro meta={meta}>{forms}</PageIntro>
      )}
      <nav aria-label={m.kd_more_pages()} className="mt-10 border-t border-gray-200 pt-4">
        <ul className="flex flex-wrap gap-2">
          <li>
            <AppLink to="/love-compatibility" className="btn-outline text-sm">
              {m.mt_love_link()}
            </AppLink>
          </li>
          <li>
            <AppLink to="/kundli" className="btn-outline text-sm">
              {m.kd_page_full()}
            </AppLink>
          </li>
          <li>
            <AppLink to="/dosham-detector" className="btn-outline text-sm">
              {m.kd_page_dosham()}
            </AppLink>
          </li>
          <li>
            <AppLink to="/nakshatra-finder" className="btn-outline text-sm">
              {m.kd_page_nakshatra()}
            </AppLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}

/** The two ways in: full birth details (the spec's form) or each partner's star and pada. */
function Forms({ search, keep, names }: { search: MatchingSearch; keep: Record<string, string>; names: Names }) {
  const [mode, setMode] = useState<"birth" | "star">(search.boyNakshatra !== undefined && search.boyBirthDate === undefined ? "star" : "birth");
  return (
    <Tabs
      tabs={[
        { id: "birth", label: m.mt_by_birth() },
        { id: "star", label: m.mt_by_star() },
      ]}
      selected={mode}
      onSelect={setMode}
    >
      {mode === "birth" ? <MatchingForm initial={search} keep={keep} /> : <StarForm search={search} keep={keep} names={names} />}
    </Tabs>
  );
}

const stars = Array.from({ length: 27 }, (_, i) => i + 1);
const padas = [1, 2, 3, 4];

function StarForm({ search, keep, names }: { search: MatchingSearch; keep: Record<string, string>; names: Names }) {
  const navigate = useNavigate();
  const [v, setV] = useState({
    boyName: search.boyName ?? "",
    boyNakshatra: search.boyNakshatra ?? 1,
    boyPada: search.boyPada ?? 1,
    girlName: search.girlName ?? "",
    girlNakshatra: search.girlNakshatra ?? 1,
    girlPada: search.girlPada ?? 1,
  });
  const person = (p: "boy" | "girl") => (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border border-gray-200 p-3" data-testid={`${p}-star-fields`}>
      <legend className="px-1 text-sm font-semibold text-brand-700">{p === "boy" ? m.boy_details() : m.girl_details()}</legend>
      <Field label={m.mt_name_optional()}>
        {(id) => <input id={id} className="field" value={v[`${p}Name`]} onChange={(e) => setV({ ...v, [`${p}Name`]: e.currentTarget.value })} />}
      </Field>
      <div className="grid grid-cols-[2fr_1fr] gap-3">
        <Select label={m.mt_nakshatra()} value={v[`${p}Nakshatra`]} options={stars} onChange={(n) => setV({ ...v, [`${p}Nakshatra`]: n })} name={names.nakshatra} />
        <Select label={m.mt_pada()} value={v[`${p}Pada`]} options={padas} onChange={(n) => setV({ ...v, [`${p}Pada`]: n })} name={String} />
      </div>
    </fieldset>
  );
  return (
    <form
      noValidate
      data-testid="star-form"
      className="grid gap-3 md:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        const params = new URLSearchParams();
        for (const p of ["boy", "girl"] as const) {
          if (v[`${p}Name`].trim().length >= 2) params.set(`${p}Name`, v[`${p}Name`].trim());
          params.set(`${p}Nakshatra`, String(v[`${p}Nakshatra`]));
          params.set(`${p}Pada`, String(v[`${p}Pada`]));
        }
        for (const [k, x] of Object.entries(keep)) params.set(k, x);
        void navigate({ href: `/kundli-matching?${params}` });
      }}
    >
      <p className="text-sm text-gray-600 md:col-span-2">{m.mt_star_intro()}</p>
      {person("boy")}
      {person("girl")}
      <button type="submit" className="btn-primary md:col-span-2">
        {m.mt_submit_star()}
      </button>
    </form>
  );
}

function Options({ search, setSearch }: { search: MatchingSearch; setSearch: SetSearch }) {
  const school = search.school ?? "north";
  // The API reads Tamil and Telugu pages the South Indian way unless the URL says otherwise.
  const locale = currentLocale();
  const region = search.region ?? (locale === "ta" || locale === "te" ? "south" : "north");
  return (
    <div className="mt-4 border-t border-gray-200 pt-4">
      <h3 className="text-sm font-semibold">{m.pc_how_computed()}</h3>
      <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2" data-testid="matching-options">
        <Select label={m.mt_school()} value={school} options={matchingSchools} onChange={(s) => setSearch({ school: s })} name={(s) => schoolLabel[s]()} />
        <Select
          label={m.mt_variant()}
          value={search.poruthamVariant ?? (school === "pyjhora" ? "pyjhora" : "tamil")}
          options={poruthamVariants}
          onChange={(poruthamVariant) => setSearch({ poruthamVariant })}
          name={(x) => variantLabel[x]()}
        />
        <Select label={m.pc_ayanamsa()} value={search.ayanamsa ?? "lahiri"} options={AYANAMSAS} onChange={(ayanamsa) => setSearch({ ayanamsa })} name={(a) => ayanamsaLabel[a]()} />
        <Select label={m.verdict_region()} value={region} options={matchingRegions} onChange={(r) => setSearch({ region: r })} name={(r) => regionLabel[r]()} />
      </div>
    </div>
  );
}

function Result({ search, names, style, setSearch }: { search: MatchingSearch; names: Names; style: ChartStyle; setSearch: SetSearch }) {
  const query = useQuery(matchingQueryOptions(search));
  return (
    <div className="mt-4" aria-live="polite" aria-busy={query.isPending}>
      {query.isPending && <LoadingPage />}
      {query.isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800" data-testid="matching-error">
          {query.error instanceof HttpError && query.error.status === 400 ? m.kd_bad_details() : m.kd_error()}
        </p>
      )}
      {query.data && (
        <>
          <OverallReading a={query.data} setSearch={setSearch} />
          <ScoreCard a={query.data} names={names} />
          <Partners a={query.data} names={names} />
          <AshtakootSection a={query.data} names={names} />
          <PoruthamSection a={query.data} names={names} />
          <ManglikSection a={query.data} names={names} />
          <ChartsSection a={query.data} names={names} style={style} search={search} setSearch={setSearch} />
          <HowMatched a={query.data} />
        </>
      )}
    </div>
  );
}

/**
 * The one overall reading (the API's `verdict`): its headline, the reasons in the page's
 * language (koota score and cancellations, poruthams, manglik, the leading tradition), a
 * switch to the other tradition, and the next step.
 */
function OverallReading({ a, setSearch }: { a: MatchingAnswer; setSearch: SetSearch }) {
  const v = a.verdict;
  const other = v.region === "north" ? "south" : "north";
  return (
    <section
      aria-labelledby="match-verdict-title"
      className={`mb-4 rounded-2xl border-2 p-4 sm:p-5 ${verdictTone[v.code]}`}
      data-testid="match-verdict"
      data-code={v.code}
      data-region={v.region}
    >
      <p className="text-sm font-semibold text-gray-700">{m.verdict_overall()}</p>
      <h2 id="match-verdict-title" className="mt-1 text-xl font-bold text-gray-900 sm:text-2xl" data-testid="match-verdict-headline">
        {v.headline}
      </h2>
      <div className="mt-2 space-y-1.5 text-gray-800" data-testid="match-verdict-reasons">
        {v.reasons.map((r) => (
          <p key={r}>{r}</p>
        ))}
      </div>
      <button type="button" className="mt-2 text-left text-sm font-semibold text-brand-700 underline" data-testid="verdict-switch" onClick={() => setSearch({ region: other })}>
        {other === "south" ? m.verdict_switch_south() : m.verdict_switch_north()}
      </button>
      <nav aria-label={m.verdict_next_step()} className="mt-4 flex flex-wrap gap-2" data-testid="verdict-next">
        <AppLink to="/astrologers" className="btn-primary">
          {m.verdict_talk_astrologer()}
        </AppLink>
        <AppLink to="/reports/marriage" className="btn-outline">
          {m.verdict_full_report()}
        </AppLink>
      </nav>
    </section>
  );
}

/** The two scores the reading weighs, as scores: no verdict words of their own. */
function ScoreCard({ a, names }: { a: MatchingAnswer; names: Names }) {
  const { raw, afterCancellation } = a.ashtakoot.verdict;
  const p = a.porutham;
  return (
    <section className="grid gap-3 sm:grid-cols-2" aria-label={m.verdict_koota_score()}>
      <div className="rounded-2xl border border-gray-200 bg-white p-4 text-center">
        <h2 className="text-sm font-semibold text-gray-700">{m.verdict_koota_score()}</h2>
        <p className="mt-1 text-4xl font-bold">
          <span data-testid="guna-total">{a.ashtakoot.total}</span>
          <span className="text-xl font-semibold text-gray-600"> / 36</span>
        </p>
        {afterCancellation.total !== raw.total && (
          <p className="mt-2 text-sm text-gray-700" data-testid="guna-after">
            {m.verdict_koota_effective({ total: String(afterCancellation.total) })}
          </p>
        )}
      </div>
      <div className="rounded-2xl border border-gray-200 bg-white p-4 text-center">
        <h2 className="text-sm font-semibold text-gray-700">{m.mt_poruthams_short()}</h2>
        <p className="mt-1 text-4xl font-bold">
          <span data-testid="porutham-count">{p.count}</span>
          <span className="text-xl font-semibold text-gray-600"> / 10</span>
        </p>
        {p.vetoes.length > 0 && (
          <p className="mt-2 text-sm font-medium text-red-800" data-testid="porutham-vetoes">
            {m.verdict_essential_fails({ list: p.vetoes.map((id) => poruthamNames[id][names.locale]).join(", ") })}
          </p>
        )}
      </div>
    </section>
  );
}

function Partners({ a, names }: { a: MatchingAnswer; names: Names }) {
  const card = (p: PartnerAnswer, label: string) => (
    <div className="rounded-lg bg-gray-50 p-3">
      <h3 className="mb-2 font-semibold">{p.name ?? label}</h3>
      <Facts
        items={[
          [m.mt_moon_sign(), names.sign(p.moonSign)],
          [m.mt_nakshatra_pada(), m.mt_nak_pada_value({ nakshatra: names.nakshatra(p.nakshatra), pada: String(p.pada) })],
          [m.kd_manglik(), p.manglik ? (p.manglik.effective ? m.kd_manglik_yes() : p.manglik.present ? m.kd_manglik_cancelled() : m.kd_manglik_no()) : "—"],
        ]}
      />
    </div>
  );
  return (
    <Section id="partners" title={m.mt_partners()} note={a.boy.from === "star" || a.girl.from === "star" ? m.mt_from_star() : undefined}>
      <div className="grid gap-3 md:grid-cols-2" data-testid="partners-table">
        {card(a.boy, m.boy_details())}
        {card(a.girl, m.girl_details())}
      </div>
    </Section>
  );
}

function AshtakootSection({ a, names }: { a: MatchingAnswer; names: Names }) {
  return (
    <Section id="ashtakoot" title={m.mt_ashtakoot()}>
      <ol className="divide-y divide-gray-100" data-testid="koota-list">
        {a.ashtakoot.kootas.map((k) => (
          <li key={k.id} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 py-2.5" data-testid={`koota-${k.id}`}>
            <h3 className="font-semibold">
              {kootaNames[k.id][names.locale]}
              <span className="ml-2 text-sm font-normal text-gray-600">
                {m.mt_boy_girl({ boy: attribute(k.id, k.boy, names), girl: attribute(k.id, k.girl, names) })}
              </span>
            </h3>
            <p className={`text-right font-bold tabular-nums ${k.score === 0 ? "text-red-700" : k.score === k.max ? "text-green-700" : "text-amber-800"}`}>
              {k.score} / {k.max}
            </p>
            <p className="col-span-2 text-sm text-gray-700">
              {kootaAbout[k.id]()} <span className="text-gray-600">{k.explanation}</span>
            </p>
          </li>
        ))}
        <li className="flex justify-between py-2.5 font-bold">
          <span>{m.mt_total()}</span>
          <span className="tabular-nums">{a.ashtakoot.total} / 36</span>
        </li>
      </ol>
      <h3 className="mt-4 font-semibold">{m.mt_doshas()}</h3>
      {a.ashtakoot.doshas.length === 0 ? (
        <p className="mt-1 text-sm text-green-800">{m.mt_no_doshas()}</p>
      ) : (
        <ul className="mt-2 grid gap-2 md:grid-cols-3" data-testid="koota-doshas">
          {a.ashtakoot.doshas.map((d) => (
            <li key={d.id} className={`rounded-lg border p-3 text-sm ${d.cancelled ? "border-amber-200 bg-amber-50" : "border-red-200 bg-red-50"}`}>
              <p className="font-semibold">
                {doshaName[d.id]()} — {d.cancelled ? m.mt_dosha_cancelled() : m.mt_dosha_stands()}
              </p>
              {d.cancellations.length > 0 && (
                <ul className="mt-1 list-disc pl-5">
                  {d.cancellations.map((c) => (
                    <li key={c.id}>{cancellationLine[c.id]()}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function PoruthamSection({ a, names }: { a: MatchingAnswer; names: Names }) {
  return (
    <Section id="porutham" title={m.mt_poruthams()} note={m.mt_poruthams_note({ variant: variantLabel[a.porutham.variant]() })}>
      <ul className="grid gap-2 sm:grid-cols-2" data-testid="porutham-list">
        {a.porutham.items.map((item) => {
          const veto = !item.ok && (item.id === "rajju" || item.id === "vedha");
          return (
            <li key={item.id} className={`rounded-lg border p-3 text-sm ${item.ok ? "border-green-200" : veto ? "border-red-300 bg-red-50" : "border-gray-200"}`} data-testid={`porutham-${item.id}`} data-ok={item.ok}>
              <p className="flex items-start justify-between gap-2 font-semibold">
                <span>{poruthamNames[item.id][names.locale]}</span>
                <span className={item.ok ? "text-green-700" : "text-red-700"}>
                  {item.ok ? `✓ ${m.mt_agrees()}` : `✗ ${m.mt_fails()}`}
                  {veto && ` (${m.mt_veto()})`}
                </span>
              </p>
              <p className="mt-1 text-gray-700">{poruthamAbout[item.id]()}</p>
              <p className="mt-1 text-gray-600">{item.explanation}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function ManglikSection({ a, names }: { a: MatchingAnswer; names: Names }) {
  const mm = a.manglik;
  if (!mm) {
    return (
      <Section id="manglik" title={m.mt_manglik_title()}>
        <p className="text-sm text-gray-700">{m.mt_manglik_star_only()}</p>
      </Section>
    );
  }
  const balance = mm.cancellations.find((c) => c.id === "malefic-balance");
  const verdict =
    mm.status === "none"
      ? m.mt_manglik_none()
      : mm.status === "both"
        ? m.mt_manglik_both()
        : balance
          ? m.mt_manglik_balanced({ planet: names.graha(balance.planet!), house: String(balance.house) })
          : m.mt_manglik_one();
  const side = (p: "boy" | "girl") => {
    const s = mm[p];
    return (
      <div>
        <h3 className="font-semibold">{p === "boy" ? m.boy_details() : m.girl_details()}</h3>
        <p className="text-sm">{s.effective ? m.kd_manglik_yes() : s.present ? m.kd_manglik_cancelled() : m.kd_manglik_no()}</p>
        {s.from.length > 0 && (
          <ul className="mt-1 list-disc pl-5 text-sm">
            {s.from.map((f) => (
              <li key={f.reference}>{m.kd_mars_in_house({ house: String(f.house), from: referenceLabel[f.reference]() })}</li>
            ))}
          </ul>
        )}
        {s.cancellations.length > 0 && (
          <ul className="mt-1 list-disc pl-5 text-sm text-gray-700">
            {s.cancellations.map((c) => (
              <li key={c.id}>{cancellationText(c)}</li>
            ))}
          </ul>
        )}
      </div>
    );
  };
  return (
    <Section id="manglik" title={m.mt_manglik_title()} note={m.kd_manglik_rule()}>
      <Verdict tone={mm.compatible ? "good" : "bad"} testId="manglik-match">
        {verdict}
      </Verdict>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {side("boy")}
        {side("girl")}
      </div>
    </Section>
  );
}

function chartOf(p: PartnerAnswer, names: Names, title: string): ChartProps | null {
  if (!p.chart) return null;
  const grahas: ChartGraha[] = Object.entries(p.chart.planets).map(([id, x]) => ({
    id,
    sign: x.signIndex,
    label: names.grahaShort(id as GrahaId),
    retrograde: markedRetrograde({ id: id as GrahaId, retrograde: x.retrograde }),
  }));
  return { ascendantSign: p.chart.ascendant, grahas, ascendantLabel: names.ascendant, title };
}

function ChartsSection({ a, names, style, search, setSearch }: { a: MatchingAnswer; names: Names; style: ChartStyle; search: MatchingSearch; setSearch: SetSearch }) {
  const boy = chartOf(a.boy, names, a.boy.name ?? m.boy_details());
  const girl = chartOf(a.girl, names, a.girl.name ?? m.girl_details());
  if (!boy && !girl) return null;
  const kundliLink = (p: "boy" | "girl") =>
    Object.fromEntries(
      Object.entries({
        name: search[`${p}Name`],
        date: search[`${p}BirthDate`],
        time: search[`${p}BirthTime`],
        location: search[`${p}BirthPlace`],
        gender: p === "boy" ? "male" : "female",
        latitude: search[`${p}Latitude`],
        longitude: search[`${p}Longitude`],
      }).filter(([, x]) => x !== undefined),
    ) as Record<string, string | number>;
  return (
    <Section id="charts" title={m.mt_charts()}>
      <StyleSwitch style={style} onStyle={(s) => setSearch({ style: s })} />
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        {(
          [
            ["boy", boy],
            ["girl", girl],
          ] as const
        ).map(
          ([p, props]) =>
            props && (
              <figure key={p} className="min-w-0" data-testid={`${p}-chart`}>
                <Chart style={style} {...props} />
                <figcaption className="mt-2 text-center">
                  <AppLink to="/kundli" search={kundliLink(p)} className="text-sm font-semibold text-brand-700 underline">
                    {m.mt_open_kundli({ name: props.title })}
                  </AppLink>
                </figcaption>
              </figure>
            ),
        )}
      </div>
    </Section>
  );
}

function HowMatched({ a }: { a: MatchingAnswer }) {
  return (
    <Section id="how" title={m.pc_how_computed()}>
      <Facts
        items={[
          [m.verdict_region(), regionLabel[a.options.region]()],
          [m.mt_school(), schoolLabel[a.options.school as keyof typeof schoolLabel]()],
          [m.mt_variant(), variantLabel[a.options.poruthamVariant as keyof typeof variantLabel]()],
          [m.pc_ayanamsa(), ayanamsaLabel[a.options.ayanamsa as keyof typeof ayanamsaLabel]()],
        ]}
      />
      <p className="mt-3 text-xs text-gray-600">{m.mt_how_note()}</p>
    </Section>
  );
}
