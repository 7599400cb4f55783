/**
 * The parts of a kundli answer as page sections: birth summary, planets, dashas, doshas,
 * sade sati, yogas, ashtakavarga, KP lords and the gallery of vargas. Each takes the answer
 * and the name lookups of the language the page prints the chart in.
 */
import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { type GrahaId, grahaIds } from "@jyotish/glossary";
import type { Dignity } from "@jyotish/kundli/chart";
import type { ManglikCancellation, PitraReason } from "@jyotish/kundli/doshas";
import type { YogaKind } from "@jyotish/kundli/yogas";
import { karanaIdOf, karanaNames, pakshaNames, tithiName, yogaNames as panchangYogaNames } from "@jyotish/panchang-names";
import { AppLink } from "../../components/AppLink";
import { m } from "../../paraglide/messages.js";
import { formatShortDate } from "../panchang/format";
import { ayanamsaLabel } from "../panchang/labels";
import type { ChartStyle, HouseSystem, KundliAnswer, Period, Placement, VargaId, YoginiPeriod } from "./api";
import { markedRetrograde, planetOf, vargaIds } from "./api";
import { Chart, chartProps } from "./ChartPanel";
import { formatDms, type Names } from "./names";
import { sadeSatiRemedies } from "./sign-texts";

const dignityLabel: Record<Dignity, () => string> = {
  exalted: m.kd_dignity_exalted,
  debilitated: m.kd_dignity_debilitated,
  moolatrikona: m.kd_dignity_moolatrikona,
  own: m.kd_dignity_own,
  friend: m.kd_dignity_friend,
  neutral: m.kd_dignity_neutral,
  enemy: m.kd_dignity_enemy,
};

export const houseSystemLabel: Record<HouseSystem, () => string> = {
  "whole-sign": m.kd_house_whole_sign,
  placidus: m.kd_house_placidus,
  sripati: m.kd_house_sripati,
  porphyry: m.kd_house_porphyry,
  kp: m.kd_house_kp,
};

export function Section({ title, id, children, note }: { title: string; id: string; children: ReactNode; note?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-h`} className={`mt-6 rounded-xl border border-gray-200 bg-white p-3 sm:p-4 ${id === "summary" ? "" : "below-fold"}`} data-testid={`kundli-${id}`}>
      <h2 id={`${id}-h`} className="text-lg font-semibold">
        {title}
      </h2>
      {note && <p className="mt-1 text-sm text-gray-600">{note}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Whether an element's content is wider than its box (it scrolls sideways), kept up to date as it resizes. */
function useOverflowsX<T extends HTMLElement>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const check = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows];
}

/**
 * A table that scrolls sideways inside its box on narrow screens instead of widening the page.
 * With `label` (wide tables such as ashtakavarga's 14 columns) the box is a named region that the
 * keyboard can focus and scroll, with shadows on the edges that have more columns behind them
 * and a hint line while it overflows (issue 19: the table was clipped with no cue).
 */
export function Table({ head, rows, testId, label }: { head: ReactNode[]; rows: ReactNode[][]; testId?: string; label?: string }) {
  const [box, overflows] = useOverflowsX<HTMLDivElement>();
  return (
    <>
    {label && overflows && (
      <p className="mb-1 text-xs text-gray-500" data-testid={testId && `${testId}-hint`}>
        {m.phone_scroll_hint()}
      </p>
    )}
    <div
      ref={box}
      className={label ? "scroll-cue overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600" : "overflow-x-auto"}
      {...(label && { role: "region", "aria-label": label, tabIndex: 0, "data-testid": testId && `${testId}-scroll` })}
    >
      <table className="w-full min-w-max border-collapse text-sm" data-testid={testId}>
        <thead>
          <tr className="border-b border-gray-200 text-left text-gray-600">
            {head.map((h, i) => (
              <th key={i} scope="col" className="px-1.5 sm:px-2 py-2 align-bottom font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className="border-b border-gray-100 last:border-0">
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row" className="px-1.5 sm:px-2 py-2 text-left align-top font-medium">
                    {cell}
                  </th>
                ) : (
                  <td key={j} className="px-1.5 sm:px-2 py-2 align-top">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
    </>
  );
}

/** Label–value pairs in two columns on wide screens. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
      {items.map(([k, v]) => (
        <div key={k} className="flex justify-between gap-3 border-b border-gray-100 pb-1">
          <dt className="text-gray-600">{k}</dt>
          <dd className="text-right font-medium">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

export function BirthSummary({ data, names }: { data: KundliAnswer; names: Names }) {
  const moon = planetOf(data, "moon");
  const sun = planetOf(data, "sun");
  const p = data.panchangAtBirth;
  const l = names.locale;
  return (
    <Section id="summary" title={m.kd_birth_details()}>
      <Facts
        items={[
          ...(data.input.name ? ([[m.field_name(), data.input.name]] as [string, ReactNode][]) : []),
          [m.kd_born(), `${formatShortDate(data.input.date)}, ${data.input.time.slice(0, 5)} (UTC${data.input.utcOffset})`],
          [m.field_birth_place(), data.input.location ?? `${data.input.latitude}, ${data.input.longitude}`],
          [m.kd_coordinates(), `${data.input.latitude.toFixed(4)}, ${data.input.longitude.toFixed(4)}`],
          ...(data.input.timezone ? ([[m.kd_timezone(), data.input.timezone]] as [string, ReactNode][]) : []),
          [m.kd_lagna(), `${names.sign(data.ascendant.signIndex)} ${formatDms(data.ascendant.degInSign)}`],
          [m.kd_rashi(), names.sign(moon.signIndex)],
          [m.kd_nakshatra(), `${names.nakshatra(moon.nakshatra.number)}, ${m.kd_pada({ pada: String(moon.nakshatra.pada) })}`],
          [m.kd_sun_sign(), names.sign(sun.signIndex)],
          [m.kd_tithi(), tithiName(p.tithi, l)],
          [m.kd_paksha(), pakshaNames[p.paksha][l]],
          [m.kd_yoga(), panchangYogaNames[p.yoga - 1]![l]],
          [m.kd_karana(), karanaNames[karanaIdOf(p.karana)][l]],
        ]}
      />
      <HowComputed data={data} />
    </Section>
  );
}

/** The options the chart was cast with, as every answer names them. */
export function HowComputed({ data }: { data: KundliAnswer }) {
  const o = data.options;
  return (
    <p className="mt-3 text-xs text-gray-600" data-testid="kundli-options">
      {m.kd_computed_with({
        ayanamsa: `${ayanamsaLabel[o.ayanamsa]()} ${formatDms(data.ayanamsaDeg)}`,
        node: o.node === "true" ? m.kd_node_true() : m.kd_node_mean(),
        houses: houseSystemLabel[o.houseSystem]?.() ?? o.houseSystem,
        year: String(o.dashaYearDays),
      })}
    </p>
  );
}

/** Planets with sign and degree, nakshatra and its lord, house, dignity and flags. */
export function PlanetTable({ data, names }: { data: KundliAnswer; names: Names }) {
  // One record per row, drawn as a table on wide screens and as a list on phones.
  const rows = [
    { id: "ascendant", name: m.kd_ascendant(), place: data.ascendant, house: 1, notes: "" },
    ...data.planets.map((p) => ({
      id: p.id,
      name: names.graha(p.id),
      place: p as Placement,
      house: p.house,
      notes: [p.dignity ? dignityLabel[p.dignity]() : "", markedRetrograde(p) ? m.kd_retrograde() : "", p.combust ? m.kd_combust() : ""].filter(Boolean).join(", "),
    })),
  ];
  const star = (x: Placement) => `${names.nakshatra(x.nakshatra.number)} ${x.nakshatra.pada}`;
  return (
    <Section id="planets" title={m.kd_planets()} note={m.kd_planets_note()}>
      <div className="hidden sm:block">
        <Table
          testId="planet-table"
          head={[m.kd_graha(), m.kd_sign(), m.kd_degree(), m.kd_nakshatra_pada(), m.kd_nakshatra_lord(), m.kd_house(), `${m.kd_dignity()}, ${m.kd_status()}`]}
          rows={rows.map((r) => [r.name, names.sign(r.place.signIndex), formatDms(r.place.degInSign), star(r.place), names.graha(r.place.nakshatra.lord), String(r.house), r.notes])}
        />
      </div>
      <ul className="divide-y divide-gray-100 sm:hidden" data-testid="planet-list">
        {rows.map((r) => (
          <li key={r.id} className="py-2">
            <p className="flex justify-between gap-3">
              <span className="font-medium">{r.name}</span>
              <span className="text-sm text-gray-600">
                {m.kd_house()} {r.house}
              </span>
            </p>
            <p className="text-sm">
              {names.sign(r.place.signIndex)} {formatDms(r.place.degInSign)} · {star(r.place)} ({names.graha(r.place.nakshatra.lord)})
            </p>
            {r.notes && <p className="text-xs text-gray-600">{r.notes}</p>}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A summary row of the dasha trees: a turning chevron, then the period on one line. */
const summaryClass = "flex cursor-pointer list-none items-baseline gap-2 [&::-webkit-details-marker]:hidden";
function Chevron() {
  return (
    <span aria-hidden="true" className="chevron inline-block w-3 shrink-0 text-brand-600 transition-transform">
      ›
    </span>
  );
}

const within = (p: { start: string; end: string }, now: number) => Date.parse(p.start) <= now && now < Date.parse(p.end);
const range = (p: { start: string; end: string }) => `${formatShortDate(p.start)} – ${formatShortDate(p.end)}`;

function PeriodRows({ periods, names, depth, now }: { periods: Period[]; names: Names; depth: number; now: number }) {
  return (
    <ul className={depth === 0 ? "divide-y divide-gray-100" : "ml-3 border-l border-gray-200 pl-3"}>
      {periods.map((p) => {
        const current = within(p, now);
        const label = (
          <span className="flex flex-1 flex-wrap justify-between gap-x-3">
            <span className={current ? "font-semibold text-brand-700" : "font-medium"}>
              {names.graha(p.lord)}
              {current && <span className="ml-2 rounded bg-brand-100 px-1.5 text-xs">{m.kd_now()}</span>}
            </span>
            <span className="text-sm text-gray-600 tabular-nums">{range(p)}</span>
          </span>
        );
        return (
          <li key={p.start} className="py-1.5">
            {p.sub ? (
              <details open={current && depth === 0}>
                <summary className={summaryClass}>
                  <Chevron />
                  {label}
                </summary>
                <PeriodRows periods={p.sub} names={names} depth={depth + 1} now={now} />
              </details>
            ) : (
              <span className="flex pl-5">{label}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function DashaSection({ data, names, full = true }: { data: KundliAnswer; names: Names; full?: boolean }) {
  const v = data.dasha.vimshottari;
  const b = v.balanceAtBirth;
  const now = Date.now();
  return (
    <Section id="dasha" title={m.kd_vimshottari()} note={m.kd_dasha_note({ year: String(v.yearDays) })}>
      <p>
        {m.kd_balance({ lord: names.graha(b.lord), years: String(b.years), months: String(b.months), days: String(b.days) })}
      </p>
      {v.running.length > 0 && (
        <p className="mt-2 rounded-lg bg-brand-50 p-3" data-testid="running-dasha">
          <span className="font-semibold">{m.kd_running()}</span>{" "}
          {v.running.map((p) => names.graha(p.lord)).join(" › ")}
          <span className="block text-sm text-gray-600">{m.kd_running_until({ date: formatShortDate(v.running.at(-1)!.end) })}</span>
        </p>
      )}
      <div className="mt-3">
        <PeriodRows periods={full ? v.periods : v.periods.map(({ sub, ...p }) => ({ ...p, sub: sub?.map(({ sub: _, ...q }) => q) }))} names={names} depth={0} now={now} />
      </div>
    </Section>
  );
}

export function YoginiSection({ data, names }: { data: KundliAnswer; names: Names }) {
  const y = data.dasha.yogini;
  const now = Date.now();
  const name = (p: YoginiPeriod) => `${names.yogini(p.yogini)} (${names.graha(p.lord)})`;
  return (
    <Section id="yogini" title={m.kd_yogini()} note={m.kd_yogini_note()}>
      <p>{m.kd_yogini_balance({ yogini: names.yogini(y.balanceAtBirth.yogini), days: String(y.balanceAtBirth.days) })}</p>
      <ul className="mt-3 divide-y divide-gray-100">
        {y.periods.map((p) => (
          <li key={p.start} className="py-1.5">
            <details open={within(p, now)}>
              <summary className={summaryClass}>
                <Chevron />
                <span className="flex flex-1 flex-wrap justify-between gap-x-3">
                  <span className={within(p, now) ? "font-semibold text-brand-700" : "font-medium"}>{name(p)}</span>
                  <span className="text-sm text-gray-600 tabular-nums">{range(p)}</span>
                </span>
              </summary>
              <ul className="ml-3 border-l border-gray-200 pl-3">
                {p.sub?.map((q) => (
                  <li key={q.start} className="flex flex-wrap justify-between gap-x-3 py-1">
                    <span className={within(q, now) ? "font-semibold text-brand-700" : ""}>{name(q)}</span>
                    <span className="text-sm text-gray-600 tabular-nums">{range(q)}</span>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export const cancellationText = (c: Pick<ManglikCancellation, "id" | "house">): string =>
  ({
    "own-sign": () => m.kd_cancel_own_sign(),
    exalted: () => m.kd_cancel_exalted(),
    "with-jupiter": () => m.kd_cancel_with_jupiter(),
    "jupiter-aspect": () => m.kd_cancel_jupiter_aspect({ aspect: String(c.house) }),
    "sign-exception": () => m.kd_cancel_sign_exception({ house: String(c.house) }),
  })[c.id]();

const pitraText = (r: Pick<PitraReason, "id" | "node">, names: Names): string =>
  r.id === "sun-with-node" ? m.kd_pitra_sun_with({ node: names.graha(r.node) }) : m.kd_pitra_node_9th({ node: names.graha(r.node) });

export const referenceLabel = { lagna: m.kd_from_lagna, moon: m.kd_from_moon, venus: m.kd_from_venus } as const;

export function Verdict({ tone, children, testId }: { tone: "good" | "bad" | "mixed"; children: ReactNode; testId?: string }) {
  const colour = tone === "good" ? "bg-green-50 text-green-800 border-green-200" : tone === "bad" ? "bg-red-50 text-red-800 border-red-200" : "bg-amber-50 text-amber-900 border-amber-200";
  return (
    <p className={`rounded-lg border px-3 py-2 font-semibold ${colour}`} data-testid={testId}>
      {children}
    </p>
  );
}

/** The chart's birth and options as /remedies reads them (the kundli pages' search). */
function remediesSearch({ input: i, options: o }: KundliAnswer): Record<string, string | number> {
  const search = { name: i.name, gender: i.gender, date: i.date, time: i.time, location: i.location, latitude: i.latitude, longitude: i.longitude, ayanamsa: o.ayanamsa, node: o.node, house: o.houseSystem };
  return Object.fromEntries(Object.entries(search).filter(([, x]) => x !== undefined)) as Record<string, string | number>;
}

export function DoshaSection({ data, names }: { data: KundliAnswer; names: Names }) {
  const { manglik, manglikNorth, kaalSarp, pitra } = data.doshas;
  return (
    <Section id="doshas" title={m.kd_doshas()}>
      <div className="grid gap-4 md:grid-cols-3">
        <div>
          <h3 className="mb-2 font-semibold">{m.kd_manglik()}</h3>
          <Verdict tone={!manglik.present ? "good" : manglik.effective ? "bad" : "mixed"} testId="manglik-verdict">
            {!manglik.present ? m.kd_manglik_no() : manglik.effective ? m.kd_manglik_yes() : m.kd_manglik_cancelled()}
          </Verdict>
          {manglik.from.length > 0 && (
            <ul className="mt-2 list-disc pl-5 text-sm">
              {manglik.from.map((f) => (
                <li key={f.reference}>{m.kd_mars_in_house({ house: String(f.house), from: referenceLabel[f.reference]() })}</li>
              ))}
            </ul>
          )}
          {manglik.cancellations.length > 0 && (
            <>
              <p className="mt-2 text-sm font-medium">{m.kd_cancellations()}</p>
              <ul className="list-disc pl-5 text-sm">
                {manglik.cancellations.map((c) => (
                  <li key={c.id}>{cancellationText(c)}</li>
                ))}
              </ul>
            </>
          )}
          <p className="mt-2 text-xs text-gray-600">
            {m.kd_manglik_rule()} {manglikNorth.present !== manglik.present && m.kd_manglik_north_differs({ verdict: manglikNorth.present ? m.kd_manglik_yes() : m.kd_manglik_no() })}
          </p>
        </div>
        <div>
          <h3 className="mb-2 font-semibold">{m.kd_kaal_sarp()}</h3>
          <Verdict tone={kaalSarp.present ? "bad" : "good"} testId="kaal-sarp-verdict">
            {kaalSarp.present && kaalSarp.type ? m.kd_kaal_sarp_yes({ type: names.kaalSarp(kaalSarp.type) }) : m.kd_kaal_sarp_no()}
          </Verdict>
          {kaalSarp.present && <p className="mt-2 text-sm">{kaalSarp.direction === "kaal-amrit" ? m.kd_kaal_amrit() : m.kd_kaal_sarp_direction()}</p>}
          <p className="mt-2 text-xs text-gray-600">{m.kd_kaal_sarp_rule()}</p>
        </div>
        <div>
          <h3 className="mb-2 font-semibold">{m.kd_pitra()}</h3>
          <Verdict tone={pitra.present ? "bad" : "good"} testId="pitra-verdict">
            {pitra.present ? m.kd_pitra_yes() : m.kd_pitra_no()}
          </Verdict>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {pitra.reasons.map((r) => (
              <li key={r.id + r.node}>{pitraText(r, names)}</li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-gray-600">{m.kd_pitra_rule()}</p>
        </div>
      </div>
      <AppLink to="/remedies" search={remediesSearch(data)} className="btn-outline mt-4 inline-block text-sm">
        <span data-testid="kundli-remedies-link">{m.rem_from_kundli()}</span>
      </AppLink>
    </Section>
  );
}

const phaseLabel = { rising: m.kd_phase_rising, peak: m.kd_phase_peak, setting: m.kd_phase_setting } as const;
const dhaiyaLabel = { kantaka: m.kd_dhaiya_kantaka, ashtama: m.kd_dhaiya_ashtama } as const;

export function SadeSatiSection({ data, names }: { data: KundliAnswer; names: Names }) {
  const s = data.sadeSati;
  const moon = planetOf(data, "moon");
  const now = Date.now();
  if (!s) return <Section id="sade-sati" title={m.kd_sade_sati()}>{m.kd_sade_sati_unavailable()}</Section>;
  const current = s.periods.find((p) => within(p, now));
  const currentPhase = current?.phases.find((p) => within(p, now));
  const currentDhaiya = s.dhaiya.find((d) => within(d, now));
  const next = s.periods.find((p) => Date.parse(p.start) > now);
  return (
    <Section id="sade-sati" title={m.kd_sade_sati()} note={m.kd_sade_sati_note({ sign: names.sign(moon.signIndex) })}>
      <Verdict tone={current ? "bad" : currentDhaiya ? "mixed" : "good"} testId="sade-sati-now">
        {current && currentPhase
          ? m.kd_sade_sati_running({ phase: phaseLabel[currentPhase.phase](), end: formatShortDate(current.end) })
          : currentDhaiya
            ? m.kd_dhaiya_running({ kind: dhaiyaLabel[currentDhaiya.kind](), end: formatShortDate(currentDhaiya.end) })
            : m.kd_sade_sati_not_running()}
      </Verdict>
      {!current && next && <p className="mt-2">{m.kd_sade_sati_next({ start: formatShortDate(next.start) })}</p>}
      <ol className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="sade-sati-table">
        {s.periods.map((p) => (
          <li key={p.start} className={`rounded-lg border p-3 ${within(p, now) ? "border-brand-300 bg-brand-50" : "border-gray-200"}`}>
            <p className="font-semibold tabular-nums">{range(p)}</p>
            <ul className="mt-1 text-sm">
              {p.phases.map((ph) => (
                <li key={ph.start} className="flex flex-wrap justify-between gap-x-3">
                  <span>{phaseLabel[ph.phase]()}</span>
                  <span className="tabular-nums text-gray-600">{range(ph)}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <h3 className="mt-4 font-semibold">{m.kd_dhaiya()}</h3>
      <ul className="mt-1 text-sm">
        {s.dhaiya.map((d) => (
          <li key={d.start} className="flex flex-wrap justify-between gap-x-3 border-b border-gray-100 py-1">
            <span>{dhaiyaLabel[d.kind]()}</span>
            <span className="tabular-nums text-gray-600">{range(d)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-gray-600">{m.kd_sade_sati_rule({ until: formatShortDate(s.coveredUntil) })}</p>
      <h3 className="mt-4 font-semibold">{m.kd_remedies()}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm" data-testid="sade-sati-remedies">
        {sadeSatiRemedies.map((r) => (
          <li key={r.en}>{names.term(r)}</li>
        ))}
      </ul>
    </Section>
  );
}

const yogaDescription: Record<YogaKind, () => string> = {
  ruchaka: m.kd_yoga_ruchaka,
  bhadra: m.kd_yoga_bhadra,
  hamsa: m.kd_yoga_hamsa,
  malavya: m.kd_yoga_malavya,
  sasa: m.kd_yoga_sasa,
  "gaja-kesari": m.kd_yoga_gaja_kesari,
  "budha-aditya": m.kd_yoga_budha_aditya,
  "chandra-mangala": m.kd_yoga_chandra_mangala,
  "raj-yoga": m.kd_yoga_raj,
  "dhana-yoga": m.kd_yoga_dhana,
  "neecha-bhanga-raja-yoga": m.kd_yoga_neecha_bhanga,
  "viparita-raja-yoga": m.kd_yoga_viparita,
  kemadruma: m.kd_yoga_kemadruma,
  adhi: m.kd_yoga_adhi,
  amala: m.kd_yoga_amala,
};

export function YogaSection({ data, names }: { data: KundliAnswer; names: Names }) {
  return (
    <Section id="yogas" title={m.kd_yogas()} note={m.kd_yogas_note()}>
      {data.yogas.length === 0 ? (
        <p>{m.kd_no_yogas()}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {data.yogas.map((y) => (
            <li key={y.id} className="rounded-lg border border-gray-200 p-3">
              <p className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">{names.term(y.name)}</span>
                <span className={`rounded px-1.5 text-xs ${y.nature === "auspicious" ? "bg-green-100 text-green-800" : "bg-red-100 text-red-800"}`}>
                  {y.nature === "auspicious" ? m.kd_auspicious() : m.kd_inauspicious()}
                </span>
              </p>
              <p className="mt-1 text-sm text-gray-600">{y.planets.map((g) => names.graha(g)).join(", ")}</p>
              <p className="mt-1 text-sm">{yogaDescription[y.id.split(":")[0] as YogaKind]()}</p>
              <p className="mt-1 text-xs text-gray-500">{y.rule}</p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function AshtakavargaSection({ data, names }: { data: KundliAnswer; names: Names }) {
  const a = data.ashtakavarga;
  const planets = Object.keys(a.bhinna) as GrahaId[];
  return (
    <Section id="ashtakavarga" title={m.kd_ashtakavarga()} note={m.kd_ashtakavarga_note()}>
      <Table
        testId="ashtakavarga-table"
        label={m.kd_ashtakavarga()}
        head={["", ...Array.from({ length: 12 }, (_, i) => names.sign(i)), m.kd_total()]}
        rows={[
          ...planets.map((p) => [names.graha(p), ...a.bhinna[p as keyof typeof a.bhinna].map(String), String(a.bhinna[p as keyof typeof a.bhinna].reduce((x, y) => x + y, 0))]),
          [
            m.kd_sarva(),
            ...a.sarva.map((n) => <strong className={n >= 28 ? "text-green-700" : "text-red-700"}>{n}</strong>),
            String(a.sarva.reduce((x, y) => x + y, 0)),
          ],
        ]}
      />
    </Section>
  );
}

export function KpSection({ data, names }: { data: KundliAnswer; names: Names }) {
  const lords = (x: { signLord: GrahaId; starLord: GrahaId; subLord: GrahaId; subSubLord: GrahaId }) => [names.graha(x.signLord), names.graha(x.starLord), names.graha(x.subLord), names.graha(x.subSubLord)];
  const head = [m.kd_sign_lord(), m.kd_star_lord(), m.kd_sub_lord(), m.kd_sub_sub_lord()];
  return (
    <>
      <Section id="kp-planets" title={m.kd_kp_planets()} note={m.kd_kp_note()}>
        <Table
          testId="kp-planets"
          head={[m.kd_graha(), m.kd_sign(), m.kd_degree(), ...head]}
          rows={grahaIds.map((id) => {
            const p = planetOf(data, id);
            return [names.graha(id), names.sign(p.signIndex), formatDms(p.degInSign), ...lords(data.kp.planets[id])];
          })}
        />
      </Section>
      <Section id="kp-cusps" title={m.kd_kp_cusps({ system: (data.options.houseSystem === "kp" ? m.kd_house_placidus() : houseSystemLabel[data.options.houseSystem]?.()) ?? data.houses.system })}>
        <Table
          testId="kp-cusps"
          head={[m.kd_house(), m.kd_sign(), m.kd_degree(), ...head]}
          rows={data.kp.cusps.map((c) => [String(c.house), names.sign(Math.floor(c.longitudeDeg / 30)), formatDms(c.longitudeDeg % 30), ...lords(c)])}
        />
      </Section>
    </>
  );
}

/** Every varga as a small chart, for the detailed (brihat) kundli. */
export function VargaGallery({ data, names, style }: { data: KundliAnswer; names: Names; style: ChartStyle }) {
  return (
    <Section id="vargas" title={m.kd_vargas()} note={m.kd_vargas_note()}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {vargaIds.map((id: VargaId) => (
          <li key={id} data-testid={`varga-${id}`}>
            <Chart style={style} {...chartProps(data, names, id)} />
            <p className="mt-1 text-center text-sm font-medium">{names.varga(id)}</p>
            <p className="text-center text-xs text-gray-600">{data.vargas[id].method}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
