/**
 * The kundli pages and the calculators on the same engine: each is the shared page
 * (`kundliPage`) with its own view of the answer. Route files only wire these components.
 */
import { type ReactNode, startTransition, useEffect, useState } from "react";
import { signLords } from "@jyotish/kundli/chart";
import { AppLink } from "../../components/AppLink";
import { m } from "../../paraglide/messages.js";
import { planetOf } from "./api";
import { ChartPanel } from "./ChartPanel";
import { formatDms } from "./names";
import { moonSignProfiles } from "./sign-texts";
import { birthOnly, ChartPair, type KundliView, kundliPage } from "./page";
import {
  AshtakavargaSection,
  BirthSummary,
  DashaSection,
  DoshaSection,
  Facts,
  KpSection,
  PlanetTable,
  SadeSatiSection,
  VargaGallery,
  YogaSection,
  YoginiSection,
} from "./sections";

/** The lagna chart with every control, and the navamsa beside it. */
function MainCharts({ data, names, style, varga, setSearch }: KundliView) {
  return (
    <ChartPair>
      <ChartPanel data={data} names={names} style={style} varga={varga} onStyle={(s) => setSearch({ style: s })} onVarga={(v) => setSearch({ varga: v })} />
      <ChartPanel data={data} names={names} style={style} varga="D9" heading={names.varga("D9")} />
    </ChartPair>
  );
}

function FullKundli(view: KundliView) {
  const { data, names } = view;
  return (
    <InTurn>
      <MainCharts {...view} />
      <BirthSummary data={data} names={names} />
      <PlanetTable data={data} names={names} />
      <DashaSection data={data} names={names} />
      <DoshaSection data={data} names={names} />
      <YogaSection data={data} names={names} />
      <AshtakavargaSection data={data} names={names} />
    </InTurn>
  );
}

/**
 * Draws its sections one after another, each in its own task once the one before is on screen:
 * the whole kundli rendered at once was one long task on a phone (Lighthouse TBT 672 ms on
 * /tamil/kundli), and the charts at the top need not wait for the tables below.
 */
function InTurn({ children }: { children: ReactNode[] }) {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= children.length) return;
    const next = setTimeout(() => startTransition(() => setShown((n) => n + 1)), 0);
    return () => clearTimeout(next);
  }, [shown, children.length]);
  return <>{children.slice(0, shown)}</>;
}

/** A style page: the lagna, Moon and navamsa charts in one style, and the planets. */
function styleView(style: "north" | "south") {
  return function StyleView(view: KundliView) {
    const { data, names, varga, setSearch } = view;
    return (
      <>
        <ChartPair>
          <ChartPanel data={data} names={names} style={style} varga={varga} onVarga={(v) => setSearch({ varga: v })} heading={m.kd_lagna_chart()} />
          <ChartPanel data={data} names={names} style={style} varga="D9" heading={names.varga("D9")} />
        </ChartPair>
        <PlanetTable data={data} names={names} />
        <BirthSummary data={data} names={names} />
      </>
    );
  };
}

function LagnaRasi({ data, names, style, setSearch }: KundliView) {
  return (
    <>
      <p className="mb-3 text-gray-700">{m.kd_lagna_rasi_intro()}</p>
      <ChartPair>
        <ChartPanel data={data} names={names} style={style} varga="D1" onStyle={(s) => setSearch({ style: s })} heading={m.kd_lagna_chart()} />
        <ChartPanel data={data} names={names} style={style} varga="D1" from="moon" heading={m.kd_moon_chart()} />
      </ChartPair>
      <BirthSummary data={data} names={names} />
    </>
  );
}

function Planetary({ data, names }: KundliView) {
  return (
    <>
      <PlanetTable data={data} names={names} />
      <BirthSummary data={data} names={names} />
    </>
  );
}

function Dashas({ data, names }: KundliView) {
  return (
    <>
      <DashaSection data={data} names={names} />
      <YoginiSection data={data} names={names} />
    </>
  );
}

function Brihat(view: KundliView) {
  const { data, names, style } = view;
  return (
    <>
      <MainCharts {...view} />
      <BirthSummary data={data} names={names} />
      <PlanetTable data={data} names={names} />
      <VargaGallery data={data} names={names} style={style} />
      <DashaSection data={data} names={names} />
      <YoginiSection data={data} names={names} />
      <DoshaSection data={data} names={names} />
      <SadeSatiSection data={data} names={names} />
      <YogaSection data={data} names={names} />
      <AshtakavargaSection data={data} names={names} />
      <KpSection data={data} names={names} />
    </>
  );
}

/** Tamil jathagam: the rasi and navamsa charts side by side in the South Indian style. */
function Jathagam({ data, names }: KundliView) {
  return (
    <>
      <ChartPair>
        <ChartPanel data={data} names={names} style="south" varga="D1" heading={names.varga("D1")} />
        <ChartPanel data={data} names={names} style="south" varga="D9" heading={names.varga("D9")} />
      </ChartPair>
      <BirthSummary data={data} names={names} />
      <PlanetTable data={data} names={names} />
      <DashaSection data={data} names={names} />
      <DoshaSection data={data} names={names} />
      <YogaSection data={data} names={names} />
    </>
  );
}

function Kp({ data, names, style }: KundliView) {
  return (
    <>
      <ChartPanel data={data} names={names} style={style} varga="D1" heading={m.kd_lagna_chart()} />
      <KpSection data={data} names={names} />
    </>
  );
}

/** The calculators' answer card: the finding in large type, then its particulars. */
function Answer({ title, value, facts, testId, children }: { title: string; value: string; facts: [string, string][]; testId: string; children?: ReactNode }) {
  return (
    <section className="rounded-2xl border border-brand-100 bg-brand-50 p-5" data-testid={testId}>
      <p className="text-sm font-medium text-brand-700">{title}</p>
      <p className="mt-1 text-3xl font-bold">{value}</p>
      <div className="mt-3">
        <Facts items={facts} />
      </div>
      {children}
    </section>
  );
}

function FullChartLink({ search }: { search: KundliView["search"] }) {
  return (
    <p className="mt-4">
      <AppLink to="/kundli" search={birthOnly(search)} className="btn-primary">
        {m.kd_see_full_kundli()}
      </AppLink>
    </p>
  );
}

function MoonSign({ data, names, search }: KundliView) {
  const moon = planetOf(data, "moon");
  return (
    <>
      <Answer
        testId="moon-sign-answer"
        title={m.kd_your_moon_sign()}
        value={names.sign(moon.signIndex)}
        facts={[
          [m.kd_sign_lord(), names.graha(signLords[moon.signIndex]!)],
          [m.kd_moon_degree(), formatDms(moon.degInSign)],
          [m.kd_nakshatra(), `${names.nakshatra(moon.nakshatra.number)}, ${m.kd_pada({ pada: String(moon.nakshatra.pada) })}`],
          [m.kd_sun_sign(), names.sign(planetOf(data, "sun").signIndex)],
        ]}
      >
        <p className="mt-3 text-gray-800" data-testid="moon-sign-profile">
          {names.term(moonSignProfiles[moon.signIndex]!)}
        </p>
        <p className="mt-3 text-sm text-gray-600">{m.kd_moon_sign_explain()}</p>
      </Answer>
      <FullChartLink search={search} />
    </>
  );
}

function Nakshatra({ data, names, search }: KundliView) {
  const moon = planetOf(data, "moon");
  const n = moon.nakshatra;
  return (
    <>
      <Answer
        testId="nakshatra-answer"
        title={m.kd_your_nakshatra()}
        value={names.nakshatra(n.number)}
        facts={[
          [m.kd_pada_label(), String(n.pada)],
          [m.kd_nakshatra_lord(), names.graha(n.lord)],
          [m.kd_nakshatra_number(), `${n.number} / 27`],
          [m.kd_rashi(), names.sign(moon.signIndex)],
          [m.kd_dasha_at_birth(), names.graha(data.dasha.vimshottari.balanceAtBirth.lord)],
        ]}
      >
        <p className="mt-3 text-sm text-gray-700">{m.kd_nakshatra_explain()}</p>
        <p className="mt-3">
          <AppLink to={`/nakshatras/${names.nakshatraSlug(n.number)}`} className="font-semibold text-brand-700 underline">
            {m.kd_about_nakshatra({ nakshatra: names.nakshatra(n.number) })}
          </AppLink>
        </p>
      </Answer>
      <FullChartLink search={search} />
    </>
  );
}

function Lagna({ data, names, search, style, setSearch }: KundliView) {
  const a = data.ascendant;
  return (
    <>
      <ChartPair>
        <Answer
          testId="lagna-answer"
          title={m.kd_your_lagna()}
          value={names.sign(a.signIndex)}
          facts={[
            [m.kd_degree(), formatDms(a.degInSign)],
            [m.kd_lagna_lord(), names.graha(signLords[a.signIndex]!)],
            [m.kd_nakshatra(), `${names.nakshatra(a.nakshatra.number)}, ${m.kd_pada({ pada: String(a.nakshatra.pada) })}`],
            [m.kd_navamsa_lagna(), names.sign(data.vargas.D9.ascendant)],
          ]}
        >
          <p className="mt-3 text-sm text-gray-700">{m.kd_lagna_explain()}</p>
        </Answer>
        <ChartPanel data={data} names={names} style={style} varga="D1" onStyle={(s) => setSearch({ style: s })} />
      </ChartPair>
      <FullChartLink search={search} />
    </>
  );
}

function Dosham({ data, names, search }: KundliView) {
  return (
    <>
      <DoshaSection data={data} names={names} />
      <FullChartLink search={search} />
    </>
  );
}

function SadeSati({ data, names, search }: KundliView) {
  return (
    <>
      <SadeSatiSection data={data} names={names} />
      <FullChartLink search={search} />
    </>
  );
}

function DashaCalculator({ data, names, search }: KundliView) {
  return (
    <>
      <DashaSection data={data} names={names} full={false} />
      <FullChartLink search={search} />
    </>
  );
}

export const KundliPage = kundliPage({ path: "/kundli/", View: FullKundli });
export const NorthIndianPage = kundliPage({ path: "/kundli/north-indian", style: "north", View: styleView("north") });
export const SouthIndianPage = kundliPage({ path: "/kundli/south-indian", style: "south", View: styleView("south") });
export const LagnaRasiPage = kundliPage({ path: "/kundli/lagna-rasi", View: LagnaRasi });
export const PlanetaryPage = kundliPage({ path: "/kundli/planetary", View: Planetary });
export const DashaPage = kundliPage({ path: "/kundli/dasha", View: Dashas });
export const KpPage = kundliPage({ path: "/kundli/kp", defaults: { ayanamsa: "kp", house: "kp" }, View: Kp });
export const BrihatPage = kundliPage({ path: "/brihat-kundli", target: "/brihat-kundli-results", submitLabel: m.kd_make_brihat, View: Brihat });
export const BrihatResultsPage = kundliPage({ path: "/brihat-kundli-results", View: Brihat });
export const HindiKundliPage = kundliPage({ path: "/hindi-kundli", namesLocale: "hi", style: "north", View: FullKundli });
export const JathagamPage = kundliPage({ path: "/jathagam", namesLocale: "ta", style: "south", View: Jathagam });

const calculator = { nameOptional: true, submitLabel: m.kd_calculate } as const;
export const MoonSignPage = kundliPage({ path: "/moon-sign-checker", ...calculator, View: MoonSign });
export const NakshatraFinderPage = kundliPage({ path: "/nakshatra-finder", ...calculator, View: Nakshatra });
export const LagnaCalculatorPage = kundliPage({ path: "/lagna-calculator", ...calculator, View: Lagna });
export const DoshamPage = kundliPage({ path: "/dosham-detector", ...calculator, View: Dosham });
export const SadeSatiPage = kundliPage({ path: "/sade-sati", ...calculator, View: SadeSati });
export const DashaCalculatorPage = kundliPage({ path: "/dasha-calculator", ...calculator, View: DashaCalculator });
