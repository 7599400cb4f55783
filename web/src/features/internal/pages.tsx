/**
 * Spec §2.1's internal test pages, for administrators (the `_admin` layout lets no one else in),
 * one chunk fetched when the first of them matches (through ../admin/pages.tsx, whose loader they share):
 * - `/internal/jyotishyam`: a chart reference case against the kundli API, point by point;
 * - `/internal/phase3`: a panchang reference case against the panchang API;
 * - `/internal/kp`: KP sign, star and sub lords worked out here from the API's longitudes, beside the API's own;
 * - `/internal/east-indian-chart`: the D1 chart in the East Indian style, with each sign's contents listed;
 * - `/internal/daemon`: the Worker's health, build link and an ephemeris call at J2000, each timed.
 */
import { type ReactNode, useState } from "react";
import { useParams } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import type { KundliAnswer } from "@contract/kundli";
import type { PanchangAnswer } from "@contract/panchang";
import type { PlanetsAnswer } from "@contract/planets";
import { BirthForm } from "../../components/BirthForm";
import { Select } from "../../components/Select";
import type { BirthSearch } from "../../components/kundli-search";
import { currentLocale, formatNumber } from "../../i18n/runtime";
import { getJson } from "../../lib/api";
import { m } from "../../paraglide/messages.js";
import { AppLink } from "../../components/AppLink";
import { EastIndianChart } from "../kundli/charts";
import { kundliQueryOptions, markedRetrograde } from "../kundli/api";
import { namesIn } from "../kundli/names";
import { AdminHeader, Alert, LoadFailed, Section, Spinner } from "../admin/ui";
import { type ChartCase, type PanchangCase, arcSeconds, chartCaseUrl, chartCases, clockSeconds, panchangCaseUrl, panchangCases } from "./cases";
import { kpLords } from "./kp";

const tests = ["jyotishyam", "phase3", "kp", "east-indian-chart", "daemon"] as const;
type Test = (typeof tests)[number];
const titles: Record<Test, () => string> = {
  jyotishyam: m.int_jyotishyam_title,
  phase3: m.int_phase3_title,
  kp: m.int_kp_title,
  "east-indian-chart": m.int_east_title,
  daemon: m.int_daemon_title,
};
const intros: Record<Test, () => string> = {
  jyotishyam: m.int_jyotishyam_intro,
  phase3: m.int_phase3_intro,
  kp: m.int_kp_intro,
  "east-indian-chart": m.int_east_intro,
  daemon: m.int_daemon_intro,
};
const tools: Record<Test, () => ReactNode> = {
  jyotishyam: () => <Jyotishyam />,
  phase3: () => <Phase3 />,
  kp: () => <Kp />,
  "east-indian-chart": () => <EastChart />,
  daemon: () => <Daemon />,
};

/** `/internal/$test`: the loader has already answered 404 for a test the route table lacks. */
export function InternalTestPage() {
  const { test } = useParams({ strict: false }) as { test?: Test };
  const t: Test = test && tests.includes(test) ? test : "jyotishyam";
  return (
    <div className="mx-auto max-w-5xl space-y-5 py-4" data-testid={`internal-${t}`}>
      <AdminHeader title={titles[t]()} intro={intros[t]()} />
      <nav aria-label={m.int_nav_label()} className="-mx-1 flex gap-1 overflow-x-auto pb-1 text-sm">
        {tests.map((other) => (
          <AppLink
            key={other}
            to={`/internal/${other}`}
            aria-current={other === t ? "page" : undefined}
            className={`whitespace-nowrap rounded-full border px-3 py-1 ${other === t ? "border-brand-500 bg-brand-50 text-brand-800" : "border-brand-100 bg-white hover:border-brand-300"}`}
          >
            {titles[other]()}
          </AppLink>
        ))}
      </nav>
      {tools[t]()}
    </div>
  );
}

// ——— shared pieces ———

const names = () => namesIn(currentLocale());
const pointName = (id: string) => (id === "ascendant" ? m.int_lagna() : names().graha(id as Parameters<ReturnType<typeof namesIn>["graha"]>[0]));
/** 256.5432 → "256°32′35.5″". */
export function dms(deg: number): string {
  const total = Math.round((((deg % 360) + 360) % 360) * 36000) / 10;
  const d = Math.floor(total / 3600);
  const mm = Math.floor((total - d * 3600) / 60);
  const s = total - d * 3600 - mm * 60;
  return `${d}°${String(mm).padStart(2, "0")}′${s.toFixed(1).padStart(4, "0")}″`;
}
const clockText = (sec: number) =>
  `${String(Math.floor(sec / 3600)).padStart(2, "0")}:${String(Math.floor((sec % 3600) / 60)).padStart(2, "0")}:${String(Math.round(sec % 60)).padStart(2, "0")}`;

function Verdict({ ok, yes = m.int_within, no = m.int_outside }: { ok: boolean | null; yes?: () => string; no?: () => string }) {
  if (ok === null) return <span className="text-gray-500">—</span>;
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${ok ? "bg-emerald-100 text-emerald-800" : "bg-red-100 text-red-800"}`} data-ok={ok}>
      {ok ? yes() : no()}
    </span>
  );
}

function Table({ head, children, testId }: { head: string[]; children: ReactNode; testId?: string }) {
  return (
    <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <table className="w-full min-w-max border-collapse text-sm" data-testid={testId}>
        <thead>
          <tr className="border-b border-gray-200 text-left text-gray-600">
            {head.map((h) => (
              <th key={h} scope="col" className="px-2 py-1.5 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="font-mono tabular-nums">{children}</tbody>
      </table>
    </div>
  );
}
const cell = "px-2 py-1.5 align-top";

function CaseFacts({ rows }: { rows: [string, string | undefined][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {rows
        .filter(([, v]) => v)
        .map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-semibold text-gray-600">{k}</dt>
            <dd className="break-words text-gray-800">{v}</dd>
          </div>
        ))}
    </dl>
  );
}

function Pending() {
  return (
    <p className="flex items-center gap-2 text-gray-600">
      <Spinner /> {m.int_calculating()}
    </p>
  );
}

// ——— /internal/jyotishyam ———

interface PointRow {
  id: string;
  expected: string;
  ours: string;
  diffSec: number | null;
  ok: boolean;
}

export function comparePoints(c: ChartCase, data: KundliAnswer): PointRow[] {
  const signName = (i: number) => names().sign(i);
  return c.points.map((p) => {
    const ours = p.id === "ascendant" ? data.ascendant : data.planets.find((g) => g.id === p.id)!;
    if (p.longitudeDeg === null) {
      return { id: p.id, expected: signName(p.sign), ours: `${signName(ours.signIndex)} ${dms(ours.degInSign)}`, diffSec: null, ok: ours.signIndex === p.sign };
    }
    const diffSec = arcSeconds(ours.longitudeDeg, p.longitudeDeg);
    return { id: p.id, expected: dms(p.longitudeDeg), ours: dms(ours.longitudeDeg), diffSec, ok: Math.abs(diffSec) <= p.toleranceSec! };
  });
}

function Jyotishyam() {
  const [id, setId] = useState(chartCases[0]!.id);
  const c = chartCases.find((x) => x.id === id)!;
  const url = chartCaseUrl(c);
  const answer = useQuery({ queryKey: [url], queryFn: () => getJson<KundliAnswer>(url), staleTime: Infinity });
  const rows = answer.data ? comparePoints(c, answer.data) : [];
  return (
    <Section id="int-case" title={m.int_reference_case()}>
      <div className="space-y-4">
        <Select label={m.int_reference_case()} value={id} options={chartCases.map((x) => x.id)} onChange={setId} name={(x) => x} testId="int-case-select" />
        <CaseFacts
          rows={[
            [m.int_birth(), `${c.localDateTime} (UTC${c.utcOffsetHours >= 0 ? "+" : ""}${c.utcOffsetHours}), ${c.place} (${c.latitude}, ${c.longitude})`],
            [m.int_ayanamsa(), `${c.ayanamsa}, ${m.int_mean_nodes()}`],
            [m.int_tolerance(), c.tolerance],
            [m.int_source(), c.source],
            [m.int_notes(), c.notes],
          ]}
        />
        {answer.isPending ? (
          <Pending />
        ) : answer.isError ? (
          <Alert testId="int-error">
            {m.int_api_failed()} <code className="break-all">{answer.error.message}</code>
          </Alert>
        ) : (
          <>
            <p className="font-semibold" data-testid="int-summary">
              {m.int_summary({ ok: rows.filter((r) => r.ok).length, total: rows.length })}
            </p>
            <Table head={[m.int_col_point(), m.int_col_expected(), m.int_col_ours(), m.int_col_diff(), m.int_col_verdict()]} testId="int-rows">
              {rows.map((r) => (
                <tr key={r.id} className={`border-b border-gray-100 ${r.ok ? "" : "bg-red-50"}`} data-testid={`int-row-${r.id}`} data-ok={r.ok}>
                  <td className={`${cell} font-sans`}>{pointName(r.id)}</td>
                  <td className={cell}>{r.expected}</td>
                  <td className={cell}>{r.ours}</td>
                  <td className={`${cell} text-right`}>{r.diffSec === null ? "—" : formatNumber(r.diffSec, 1)}</td>
                  <td className={cell}>
                    <Verdict ok={r.ok} />
                  </td>
                </tr>
              ))}
            </Table>
          </>
        )}
      </div>
    </Section>
  );
}

// ——— /internal/phase3 ———

interface PanchangRow {
  label: string;
  expected: string;
  ours: string;
  diffSec: number | null;
  ok: boolean;
}

export function comparePanchang(c: PanchangCase, data: PanchangAnswer): PanchangRow[] {
  return c.checks.map((check) => {
    if (check.event) {
      const ours = clockSeconds(data.clock[check.event]);
      const diffSec = ours === null ? null : ours - check.clockSec!;
      return { label: check.label, expected: clockText(check.clockSec!), ours: ours === null ? "—" : clockText(ours), diffSec, ok: diffSec !== null && Math.abs(diffSec) <= check.toleranceSec };
    }
    const list = data[check.element!];
    const norm = (s: string) => s.toLowerCase().replace(/[^a-z]/g, "");
    const found = list.find((x) => (check.number !== undefined ? x.number === check.number : norm(x.name).includes(norm(check.name ?? "")) || norm(check.name ?? "").includes(norm(x.name))));
    const expected = `${check.number ?? check.name}${check.clockSec === null ? "" : ` → ${clockText(check.clockSec)}`}`;
    if (!found) return { label: check.label, expected, ours: list.map((x) => `${x.number} ${x.name}`).join(", "), diffSec: null, ok: false };
    const end = clockSeconds(found.endClock);
    const diffSec = check.clockSec === null || end === null ? null : end - check.clockSec;
    return {
      label: check.label,
      expected,
      ours: `${found.number} ${found.name}${end === null ? "" : ` → ${found.endClock}`}`,
      diffSec,
      ok: check.clockSec === null || (diffSec !== null && Math.abs(diffSec) <= check.toleranceSec),
    };
  });
}

function Phase3() {
  const [id, setId] = useState(panchangCases[0]!.id);
  const c = panchangCases.find((x) => x.id === id)!;
  const url = panchangCaseUrl(c);
  const answer = useQuery({ queryKey: [url], queryFn: () => getJson<PanchangAnswer>(url), staleTime: Infinity });
  const rows = answer.data ? comparePanchang(c, answer.data) : [];
  return (
    <Section id="int-case" title={m.int_reference_case()}>
      <div className="space-y-4">
        <Select label={m.int_reference_case()} value={id} options={panchangCases.map((x) => x.id)} onChange={setId} name={(x) => x} testId="int-case-select" />
        <CaseFacts
          rows={[
            [m.int_date_place(), `${c.date}, ${c.place} (${c.latitude}, ${c.longitude}), UTC${c.utcOffsetHours >= 0 ? "+" : ""}${c.utcOffsetHours}`],
            [m.int_sunrise_rule(), c.discCentre ? "disc-centre" : "upper-limb"],
            [m.int_tolerance(), c.tolerance],
            [m.int_source(), c.source],
          ]}
        />
        {answer.isPending ? (
          <Pending />
        ) : answer.isError ? (
          <Alert testId="int-error">
            {m.int_api_failed()} <code className="break-all">{answer.error.message}</code>
          </Alert>
        ) : (
          <>
            <p className="font-semibold" data-testid="int-summary">
              {m.int_summary({ ok: rows.filter((r) => r.ok).length, total: rows.length })}
            </p>
            <Table head={[m.int_col_element(), m.int_col_expected(), m.int_col_ours(), m.int_col_diff_time(), m.int_col_verdict()]} testId="int-rows">
              {rows.map((r, i) => (
                <tr key={i} className={`border-b border-gray-100 ${r.ok ? "" : "bg-red-50"}`} data-ok={r.ok}>
                  <td className={`${cell} font-sans`}>{r.label}</td>
                  <td className={cell}>{r.expected}</td>
                  <td className={`${cell} whitespace-normal`}>{r.ours}</td>
                  <td className={`${cell} text-right`}>{r.diffSec === null ? "—" : formatNumber(r.diffSec)}</td>
                  <td className={cell}>
                    <Verdict ok={r.ok} />
                  </td>
                </tr>
              ))}
            </Table>
          </>
        )}
      </div>
    </Section>
  );
}

// ——— birth form pages: /internal/kp and /internal/east-indian-chart ———

function WithBirth({ path, children }: { path: string; children: (data: KundliAnswer) => ReactNode }) {
  const [birth, setBirth] = useState<BirthSearch | null>(null);
  return (
    <>
      <Section id="int-birth" title={m.int_birth()}>
        <BirthForm target={path} nameOptional onBirth={setBirth} testId="int-birth-form" />
      </Section>
      {birth && <Answer birth={birth}>{children}</Answer>}
    </>
  );
}

function Answer({ birth, children }: { birth: BirthSearch; children: (data: KundliAnswer) => ReactNode }) {
  const answer = useQuery(kundliQueryOptions(birth));
  if (answer.isPending) return <Pending />;
  if (answer.isError) return <LoadFailed retry={() => void answer.refetch()} />;
  return <>{children(answer.data)}</>;
}

function Kp() {
  return (
    <WithBirth path="/internal/kp">
      {(data) => {
        const points = [{ id: "ascendant", longitudeDeg: data.ascendant.longitudeDeg }, ...data.planets.map((p) => ({ id: p.id, longitudeDeg: p.longitudeDeg }))];
        const n = names();
        return (
          <Section id="int-kp" title={m.int_kp_table()}>
            <p className="mb-3 text-sm text-gray-600">{m.int_kp_note()}</p>
            <Table head={[m.int_col_point(), m.int_col_longitude(), m.int_col_sign_lord(), m.int_col_star_lord(), m.int_col_sub_lord(), m.int_col_api_agrees()]} testId="int-kp-rows">
              {points.map((p) => {
                const ours = kpLords(p.longitudeDeg);
                const api = p.id === "ascendant" ? null : data.kp.planets[p.id as keyof KundliAnswer["kp"]["planets"]];
                const agrees = api ? api.signLord === ours.signLord && api.starLord === ours.starLord && api.subLord === ours.subLord : null;
                return (
                  <tr key={p.id} className="border-b border-gray-100">
                    <td className={`${cell} font-sans`}>{pointName(p.id)}</td>
                    <td className={cell}>{dms(p.longitudeDeg)}</td>
                    <td className={`${cell} font-sans`}>{n.graha(ours.signLord)}</td>
                    <td className={`${cell} font-sans`}>{n.graha(ours.starLord)}</td>
                    <td className={`${cell} font-sans`}>{n.graha(ours.subLord)}</td>
                    <td className={cell}>
                      <Verdict ok={agrees} yes={m.int_agrees} no={m.int_differs} />
                    </td>
                  </tr>
                );
              })}
            </Table>
          </Section>
        );
      }}
    </WithBirth>
  );
}

function EastChart() {
  return (
    <WithBirth path="/internal/east-indian-chart">
      {(data) => {
        const n = names();
        const grahas = data.planets.map((p) => ({ id: p.id, sign: p.signIndex, label: n.grahaShort(p.id), retrograde: markedRetrograde(p) }));
        return (
          <Section id="int-east" title={m.int_east_chart()}>
            <div className="grid gap-4 md:grid-cols-2">
              <div className="mx-auto w-full max-w-sm">
                <EastIndianChart ascendantSign={data.ascendant.signIndex} grahas={grahas} ascendantLabel={n.ascendant} title="D1" />
              </div>
              <ul className="space-y-1 text-sm" data-testid="int-east-signs">
                {Array.from({ length: 12 }, (_, sign) => (
                  <li key={sign} className="flex flex-wrap gap-x-2">
                    <span className="w-28 font-semibold">{n.sign(sign)}</span>
                    <span>
                      {[sign === data.ascendant.signIndex ? m.int_lagna() : null, ...data.planets.filter((p) => p.signIndex === sign).map((p) => n.graha(p.id))].filter(Boolean).join(", ") || "—"}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </Section>
        );
      }}
    </WithBirth>
  );
}

// ——— /internal/daemon ———

/** `fn` and how long it took, in milliseconds. */
async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - start };
}

const J2000 = "2000-01-01T12:00:00Z";

function Daemon() {
  const health = useQuery({ queryKey: ["internal", "health"], queryFn: () => timed(() => getJson<{ status: string; database: { ok: boolean; latencyMs: number } }>("/api/health")), retry: false });
  const source = useQuery({
    queryKey: ["internal", "source"],
    // A redirect (to SOURCE_URL) when the deployment names its source; the browser hides its target.
    queryFn: () => timed(async () => (await fetch("/api/source", { redirect: "manual" })).type === "opaqueredirect"),
    retry: false,
  });
  const ephemeris = useQuery({
    queryKey: ["internal", "j2000"],
    queryFn: () =>
      timed(() =>
        Promise.all([
          getJson<PlanetsAnswer>(`/api/planets?${new URLSearchParams({ datetime: J2000 })}`),
          getJson<PlanetsAnswer>(`/api/planets?${new URLSearchParams({ datetime: J2000, zodiac: "tropical" })}`),
        ]),
      ),
    retry: false,
  });
  const again = () => {
    void health.refetch();
    void source.refetch();
    void ephemeris.refetch();
  };
  const ms = (x: number) => m.int_ms({ ms: formatNumber(x, 1) });
  return (
    <div className="space-y-4">
      <button type="button" className="btn-outline" onClick={again} data-testid="int-again">
        {m.int_check_again()}
      </button>
      <Section id="int-health" title={m.int_health()}>
        {health.isFetching ? (
          <Pending />
        ) : health.isError ? (
          <Alert>{health.error.message}</Alert>
        ) : (
          <CaseFacts
            rows={[
              [m.int_status(), health.data!.value.status],
              [m.int_database(), `${health.data!.value.database.ok ? m.int_ok() : m.int_failed()} · ${ms(health.data!.value.database.latencyMs)}`],
              [m.int_round_trip(), ms(health.data!.ms)],
            ]}
          />
        )}
      </Section>
      <Section id="int-build" title={m.int_build()}>
        <p className="text-sm">
          {source.isFetching ? <Spinner /> : source.data?.value ? m.int_source_set() : m.int_source_unset()}{" "}
          <a href="/api/source" className="text-brand-700 underline">
            /api/source
          </a>
        </p>
      </Section>
      <Section id="int-ephemeris" title={m.int_ephemeris()}>
        {ephemeris.isFetching ? (
          <Pending />
        ) : ephemeris.isError ? (
          <Alert>{ephemeris.error.message}</Alert>
        ) : (
          (() => {
            const [sidereal, tropical] = ephemeris.data!.value;
            const sun = (a: PlanetsAnswer) => a.planets.find((p) => p.id === "sun")!.longitudeDeg;
            return (
              <CaseFacts
                rows={[
                  [m.int_instant(), `${J2000} (JD ${sidereal.jdUt})`],
                  [m.int_sun_sidereal(), `${dms(sun(sidereal))} (${sidereal.ayanamsa.id} ${dms(sidereal.ayanamsa.valueDeg)})`],
                  [m.int_sun_tropical(), dms(sun(tropical))],
                  [m.int_time_taken(), ms(ephemeris.data!.ms)],
                ]}
              />
            );
          })()
        )}
      </Section>
    </div>
  );
}
