/**
 * /lucky-numbers: the birth-details form the kundli calculators use (name optional), then the
 * lucky numbers (moolank, bhagyank, the Moon sign lord's number), days and colours, each with
 * the rule that gave it.
 */
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import * as v from "valibot";
import { usePageMeta } from "../../app/page-meta";
import { BirthForm } from "../../components/BirthForm";
import { type BirthSearch, hasBirthData, kundliSearchSchema } from "../../components/kundli-search";
import { PageIntro } from "../../components/PageIntro";
import { currentLocale } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { formatShortDate } from "../panchang/format";
import { luckyQueryOptions } from "./api";
import { BigNumber, Card, ErrorBox, Loading, Meaning, Rule, workingOf } from "./parts";

const route = getRouteApi("/lucky-numbers");

/** The swatch of each lucky colour (the horoscope's colour ids). */
const swatch: Record<string, string> = { saffron: "#f4a300", white: "#ffffff", red: "#d32f2f", green: "#2e7d32", yellow: "#fbc02d", pink: "#f48fb1", blue: "#1e4fd8" };

export function LuckyNumbersPage() {
  const locale = currentLocale();
  const search = v.parse(kundliSearchSchema, route.useSearch());
  const { meta } = usePageMeta("/lucky-numbers", locale);
  const ready = hasBirthData(search);
  const form = <BirthForm key={JSON.stringify(search)} target="/lucky-numbers" initial={search} nameOptional submitLabel={m.num_lucky_submit()} testId="lucky-form" />;
  return (
    <div className="mx-auto max-w-5xl" data-testid="lucky-numbers-page">
      <h1 className="text-2xl font-bold sm:text-3xl">{meta?.heading ?? m.num_lucky_title()}</h1>
      {ready ? (
        <>
          <details className="mt-4 rounded-xl border border-gray-200 bg-white p-4">
            <summary className="cursor-pointer font-semibold text-brand-700">{m.num_change()}</summary>
            <div className="mt-3">{form}</div>
          </details>
          <Lucky search={search} />
        </>
      ) : (
        <PageIntro meta={meta}>{form}</PageIntro>
      )}
    </div>
  );
}

function Lucky({ search }: { search: BirthSearch }) {
  const locale = currentLocale();
  const query = useQuery(luckyQueryOptions(search, locale));
  if (query.isError) return <ErrorBox />;
  if (!query.data) return <Loading />;
  const a = query.data;
  return (
    <div className="mt-6 space-y-8" data-testid="lucky-result">
      <p className="text-gray-700">
        {m.num_lucky_for({ date: formatShortDate(a.birth.date), time: a.birth.time.slice(0, 5), place: a.birth.location ?? `${a.birth.latitude}, ${a.birth.longitude}` })}{" "}
        {m.num_moon_sign({ sign: a.moonSignName, lord: a.moonLordName })}
      </p>
      <section>
        <h2 className="text-xl font-semibold">{m.num_lucky_numbers()}</h2>
        <ul className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-3" data-testid="lucky-numbers">
          {a.numbers.map((n) => (
            <Card key={n.number} testId="lucky-number" title={<BigNumber value={n.number} />}>
              <p className="mt-2 font-semibold text-gray-800">{a.planetNames[n.planet]}</p>
              <Meaning text={a.meanings[String(n.number)]} />
            </Card>
          ))}
        </ul>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-gray-700">
          {a.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        <p className="mt-2 tabular-nums text-sm text-gray-700">
          {m.num_moolank()}: {workingOf(a.moolank.steps, a.moolank.value)} · {m.num_bhagyank()}: {workingOf(a.bhagyank.steps, a.bhagyank.value)}
        </p>
        <Rule>{a.convention}</Rule>
      </section>
      <section className="grid gap-6 md:grid-cols-2">
        <div>
          <h2 className="text-xl font-semibold">{m.num_lucky_days()}</h2>
          <ul className="mt-3 space-y-2" data-testid="lucky-days">
            {a.days.map((d) => (
              <li key={d.weekday} className="rounded-lg border border-gray-200 bg-white p-3">
                <strong>{a.dayNames[String(d.weekday)]}</strong>
                <Rule>{d.rule}</Rule>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-xl font-semibold">{m.num_lucky_colours()}</h2>
          <ul className="mt-3 space-y-2" data-testid="lucky-colours">
            {a.colors.map((c) => (
              <li key={c.color} className="flex items-start gap-3 rounded-lg border border-gray-200 bg-white p-3">
                <span aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 rounded-full border border-gray-300" style={{ background: swatch[c.color] }} />
                <span>
                  <strong>{a.colorNames[c.color]}</strong>
                  <Rule>{c.rule}</Rule>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      {a.name && (
        <section className="rounded-xl border border-gray-200 bg-white p-4" data-testid="lucky-name">
          <h2 className="text-lg font-semibold">{m.num_name_number()}</h2>
          <p className="mt-1">
            <strong>{a.name.latinName}</strong>: <span className="tabular-nums text-sm">{workingOf(a.name.number.steps, a.name.number.value)}</span>
          </p>
          <Rule>{a.name.rule}</Rule>
        </section>
      )}
    </div>
  );
}
