/**
 * /numerology: a form (full name in any of the four scripts, birth date, Pythagorean or
 * Chaldean, an optional date for the personal cycles) and the reading: each number with its
 * working and meaning, the Latin spelling counted, master numbers marked. The reading lives in
 * the URL, so it can be shared and reloaded.
 */
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import * as v from "valibot";
import { usePageMeta } from "../../app/page-meta";
import { Field } from "../../components/Field";
import { currentLocale } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { type NumerologyAnswer, type NumerologySearch, type NumerologySystem, numerologyQueryOptions, numerologySearchSchema, type ReadingRequest, readingRequest, systems } from "./api";
import { BigNumber, Card, ErrorBox, Loading, Meaning, Rule, workingOf } from "./parts";

const route = getRouteApi("/numerology");

const systemLabel: Record<NumerologySystem, () => string> = { pythagorean: m.num_pythagorean, chaldean: m.num_chaldean };

export function NumerologyPage() {
  const locale = currentLocale();
  const search = v.parse(numerologySearchSchema, route.useSearch());
  const request = readingRequest(search);
  const { meta } = usePageMeta("/numerology", locale);
  return (
    <div className="mx-auto max-w-5xl" data-testid="numerology-page">
      <h1 className="text-2xl font-bold sm:text-3xl">{meta?.heading ?? m.num_title()}</h1>
      {!request && <p className="mt-2 max-w-3xl text-gray-700">{meta?.description}</p>}
      {request ? (
        <details className="mt-4 rounded-xl border border-gray-200 bg-white p-4">
          <summary className="cursor-pointer font-semibold text-brand-700">{m.num_change()}</summary>
          <div className="mt-3">
            <NumerologyForm key={JSON.stringify(search)} initial={search} />
          </div>
        </details>
      ) : (
        <section className="mt-5 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
          <NumerologyForm initial={search} />
        </section>
      )}
      {request && <Reading request={request} />}
      <Method />
    </div>
  );
}

function NumerologyForm({ initial }: { initial: NumerologySearch }) {
  const navigate = useNavigate();
  const [name, setName] = useState(initial.name ?? "");
  const [date, setDate] = useState(initial.date ?? "");
  const [system, setSystem] = useState<NumerologySystem>(initial.system ?? "pythagorean");
  const [on, setOn] = useState(initial.on ?? "");
  const [errors, setErrors] = useState<{ name?: string; date?: string }>({});
  return (
    <form
      noValidate
      data-testid="numerology-form"
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        const found = { ...(name.trim() ? {} : { name: m.num_name_required() }), ...(/^\d{4}-\d{2}-\d{2}$/.test(date) ? {} : { date: m.num_date_required() }) };
        setErrors(found);
        if (Object.keys(found).length) return;
        void navigate({ to: "/numerology", search: { name: name.trim(), date, system, ...(on ? { on } : {}) } as never });
      }}
    >
      <Field label={m.num_full_name()} error={errors.name}>
        {(id) => <input id={id} className="field" value={name} maxLength={80} autoComplete="name" onChange={(e) => setName(e.currentTarget.value)} data-testid="num-name" />}
      </Field>
      <Field label={m.num_birth_date()} error={errors.date}>
        {(id) => <input id={id} type="date" className="field" value={date} min="1000-01-01" max="2999-12-31" onChange={(e) => setDate(e.currentTarget.value)} data-testid="num-date" />}
      </Field>
      <fieldset className="min-w-0">
        <legend className="mb-1 block text-sm font-medium">{m.num_system()}</legend>
        <div className="flex flex-wrap gap-2" role="radiogroup">
          {systems.map((s) => (
            <label key={s} className={`btn cursor-pointer border text-sm ${system === s ? "border-brand-600 bg-brand-600 text-white" : "border-gray-300 bg-white text-gray-800"}`}>
              <input type="radio" name="system" value={s} checked={system === s} onChange={() => setSystem(s)} className="sr-only" data-testid={`num-system-${s}`} />
              {systemLabel[s]()}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label={m.num_on_date()}>
        {(id) => <input id={id} type="date" className="field" value={on} onChange={(e) => setOn(e.currentTarget.value)} data-testid="num-on" />}
      </Field>
      <button type="submit" className="btn-primary sm:col-span-2" data-testid="num-submit">
        {m.num_submit()}
      </button>
    </form>
  );
}

const corePositions = ["lifePath", "destiny", "soulUrge", "personality", "birthday", "maturity"] as const;
const cyclePositions = ["personalYear", "personalMonth", "personalDay"] as const;

function Reading({ request }: { request: ReadingRequest }) {
  const locale = currentLocale();
  const query = useQuery(numerologyQueryOptions(request, locale));
  if (query.isError) return <ErrorBox />;
  if (!query.data) return <Loading />;
  const a = query.data;
  return (
    <div className="mt-6 space-y-8" data-testid="numerology-reading" data-system={a.system}>
      <NameCounted a={a} />
      <section>
        <h2 className="text-xl font-semibold">{m.num_core_title()}</h2>
        <ul className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-2">
          {corePositions.map((p) => {
            const n = a.numbers[p];
            return (
              <Card key={p} testId={`num-${p}`} title={a.positions[p].name}>
                <p className="mt-1 text-sm text-gray-600">{a.positions[p].about}</p>
                {n ? (
                  <>
                    <div className="mt-3 flex items-center gap-3">
                      <BigNumber value={n.value} master={n.master} />
                    </div>
                    <Working number={n} />
                    <Rule>{a.rules[p]}</Rule>
                    <Meaning text={a.meanings[String(n.value)]} />
                  </>
                ) : (
                  <p className="mt-3 text-sm text-gray-600">{m.num_no_letters()}</p>
                )}
              </Card>
            );
          })}
        </ul>
      </section>
      <section>
        <h2 className="text-xl font-semibold">{m.num_indian_title()}</h2>
        <ul className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-2">
          {(["moolank", "bhagyank"] as const).map((k) => (
            <Card key={k} testId={`num-${k}`} title={k === "moolank" ? m.num_moolank() : m.num_bhagyank()}>
              <div className="mt-3">
                <BigNumber value={a[k].value} />
              </div>
              <p className="mt-2 break-words tabular-nums text-sm text-gray-700">{workingOf(a[k].steps, a[k].value)}</p>
              <Rule>{a.rules[k]}</Rule>
            </Card>
          ))}
        </ul>
      </section>
      <section>
        <h2 className="text-xl font-semibold">{m.num_cycles_title({ date: a.on })}</h2>
        <ul className="mt-3 grid grid-cols-1 gap-4 lg:grid-cols-3">
          {cyclePositions.map((p) => {
            const n = a.numbers[p];
            const c = a.cycles[p];
            return (
              <Card key={p} testId={`num-${p}`} title={a.positions[p].name}>
                <div className="mt-3 flex items-center gap-3">
                  <BigNumber value={n.value} />
                  <span className="font-semibold">{c.title}</span>
                </div>
                <Working number={n} />
                <Rule>{a.rules[p]}</Rule>
                <p className="mt-3 text-sm leading-relaxed text-gray-800">{c.overview}</p>
                {p === "personalYear" && (
                  <dl className="mt-2 space-y-1 text-sm text-gray-800">
                    {(["career", "love", "health", "money"] as const).map((k) => (
                      <div key={k}>
                        <dt className="inline font-semibold">{cycleLabel[k]()}: </dt>
                        <dd className="inline">{c[k]}</dd>
                      </div>
                    ))}
                  </dl>
                )}
                <p className="mt-2 text-sm italic text-gray-700">{c.advice}</p>
              </Card>
            );
          })}
        </ul>
      </section>
      <Share />
      <Rule>
        {a.rules.system} {a.rules.masters}
      </Rule>
    </div>
  );
}

const cycleLabel = { career: m.num_career, love: m.num_love, health: m.num_health, money: m.num_money } as const;

type Num = NumerologyAnswer["numbers"]["lifePath"];
function Working({ number }: { number: Num }) {
  return (
    <div className="mt-2 break-words tabular-nums text-sm text-gray-700" data-testid="num-working">
      {number.parts?.map((p) => (
        <p key={p.label}>
          {partLabel[p.label]()}: {workingOf(p.reduction.steps, p.reduction.value)}
        </p>
      ))}
      <p>{workingOf(number.steps, number.value)}</p>
    </div>
  );
}
const partLabel = { month: m.num_month, day: m.num_day, year: m.num_year } as const;

function NameCounted({ a }: { a: NumerologyAnswer }) {
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-4" data-testid="num-name-counted">
      <h2 className="text-lg font-semibold">{m.num_name_counted()}</h2>
      <p className="mt-1 text-sm text-gray-600">
        {a.script !== "latin" && `${a.name} → `}
        <strong className="text-base text-gray-900" data-testid="num-latin">
          {a.latinName}
        </strong>
      </p>
      <ol className="mt-3 flex flex-wrap gap-1" aria-label={m.num_letters()}>
        {a.letters.map((l, i) => (
          <li key={i} className={`flex w-8 flex-col items-center rounded border text-sm ${l.vowel ? "border-amber-300 bg-amber-50" : "border-gray-200"}`}>
            <span className="font-semibold">{l.letter}</span>
            <span className="text-xs text-gray-600">{l.value}</span>
          </li>
        ))}
      </ol>
      <Rule>{m.num_vowels_marked()}</Rule>
      <Rule>{a.rules.transliteration}</Rule>
    </section>
  );
}

function Share() {
  const [copied, setCopied] = useState(false);
  return (
    <p>
      <button
        type="button"
        className="btn-outline text-sm"
        data-testid="num-share"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(window.location.href);
            setCopied(true);
          } catch {
            setCopied(false);
          }
        }}
      >
        {copied ? m.num_copied() : m.num_share()}
      </button>
    </p>
  );
}

/** How the numbers are found, with the sources, shown on every visit. */
function Method() {
  return (
    <section className="mt-10 border-t border-gray-200 pt-4 text-sm text-gray-700" data-testid="num-method">
      <h2 className="font-semibold text-gray-900">{m.num_method_title()}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>{m.num_method_letters()}</li>
        <li>{m.num_method_life_path()}</li>
        <li>{m.num_method_names()}</li>
        <li>{m.num_method_cycles()}</li>
        <li>{m.num_method_indian()}</li>
        <li>{m.num_method_script()}</li>
      </ul>
    </section>
  );
}
