import { useQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import type { HoroscopeAnswer } from "@contract/horoscope";
import { rashiSlugs, type SignId, signIds, signNames } from "@jyotish/terms/signs";
import { AppLink } from "../../components/AppLink";
import { NotFoundPage } from "../../components/Status";
import { currentLocale } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { formatDate } from "../panchang/format";
import { horoscopeQueryOptions, transitsQueryOptions } from "../horoscope/api";
import { signContentQueryOptions, yearInIndia } from "./api";
import { grahaName, HoroscopeLinks, Loaded, PageHeading, Scores, Verdict } from "./parts";
import { signOfRashi, todayRequest } from "./search";
import { SignFactsList } from "./SignFacts";
import { sunMonths } from "./transits";

/** /rashi/{rashi}: a sign's facts and nature, today's horoscope for it and where the planets stand from it. */
export function RashiPage() {
  const { rashi } = useParams({ strict: false });
  const sign = signOfRashi(rashi ?? "");
  if (!sign) return <NotFoundPage />;
  return <Rashi sign={sign} />;
}

function Rashi({ sign }: { sign: SignId }) {
  const locale = currentLocale();
  const name = signNames[sign][locale];
  const content = useQuery(signContentQueryOptions(locale)).data;
  const today = useQuery(horoscopeQueryOptions(todayRequest(sign), locale));
  const sun = useQuery(transitsQueryOptions(yearInIndia(), locale)).data;
  return (
    <article className="max-w-4xl" data-testid="rashi-page" data-sign={sign}>
      <PageHeading />
      {content && (
        <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
          <section data-testid="rashi-nature">
            <h2 className="text-xl font-semibold">{m.signs_nature_title({ sign: name })}</h2>
            {content.nature[sign].map((paragraph) => (
              <p key={paragraph.slice(0, 24)} className="mt-3 leading-relaxed text-gray-800">
                {paragraph}
              </p>
            ))}
          </section>
          <aside className="rounded-xl border border-brand-100 bg-white p-4" data-testid="rashi-facts">
            <h2 className="mb-3 font-semibold">{m.signs_facts_title()}</h2>
            <SignFactsList sign={sign} content={content} sun={sun ? sunMonths(sun.events)[sign] : undefined} />
          </aside>
        </div>
      )}
      <section className="mt-8 rounded-xl border border-gray-200 bg-white p-4 sm:p-5" data-testid="rashi-today">
        <h2 className="text-xl font-semibold">{m.signs_today_title()}</h2>
        <Loaded query={today} minHeight="min-h-40">
          {(answer) => <Today answer={answer} />}
        </Loaded>
        <HoroscopeLinks sign={sign} />
      </section>
      {today.data && <Transits answer={today.data} name={name} />}
      <p className="mt-6">
        <AppLink to="/planet-transits" search={{ sign }} className="font-semibold text-brand-700 hover:underline">
          {m.signs_sign_transits_link({ sign: name })} →
        </AppLink>
      </p>
      <OtherSigns sign={sign} />
    </article>
  );
}

function Today({ answer }: { answer: HoroscopeAnswer }) {
  return (
    <>
      <p className="mt-1 text-sm text-gray-600">{formatDate(answer.date)}</p>
      <p className="mt-3 leading-relaxed" data-testid="rashi-prediction">
        {answer.prediction}
      </p>
      {answer.notes.length > 0 && (
        <ul className="mt-3 space-y-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="rashi-notes">
          {answer.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <Scores scores={answer.scores} />
      </div>
      <p className="mt-3 text-xs text-gray-500">{answer.convention}</p>
    </>
  );
}

/** The day's transit rows from the sign: planet, its sign, house from the Moon sign, verdict and the rule behind it. */
function Transits({ answer, name }: { answer: HoroscopeAnswer; name: string }) {
  return (
    <section className="mt-8" data-testid="rashi-transits">
      <h2 className="text-xl font-semibold">{m.signs_transits_title({ sign: name })}</h2>
      <ul className="mt-3 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
        {answer.transits.map((row) => (
          <li key={row.planet} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 px-4 py-3 text-sm" data-testid={`transit-${row.planet}`}>
            <span>
              <span className="font-semibold">{grahaName(row.planet)}</span>
              <span className="text-gray-600">
                {" · "}
                {row.signName}
                {row.retrograde && ` · ${m.horo_retrograde()}`}
                {row.combust && ` · ${m.horo_combust()}`}
              </span>
              <span className="block text-gray-700">{m.horo_house({ house: row.house })}</span>
            </span>
            <span className="text-right">
              <Verdict verdict={row.verdict} />
            </span>
            {row.obstruction && (
              <p className="col-span-2 text-sm text-amber-900">{m.horo_obstructed_by({ planet: row.obstruction.planetName, house: row.obstruction.house })}</p>
            )}
            <p className="col-span-2 text-xs text-gray-500">
              {row.rule}
              {row.vedhaRule && ` ${row.vedhaRule}`}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function OtherSigns({ sign }: { sign: SignId }) {
  const locale = currentLocale();
  return (
    <nav className="mt-8" aria-label={m.signs_other_signs()}>
      <h2 className="font-semibold">{m.signs_other_signs()}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {signIds
          .filter((s) => s !== sign)
          .map((s) => (
            <li key={s}>
              <AppLink to={`/rashi/${rashiSlugs[s]}`} className="block rounded-lg border border-gray-200 bg-white px-3 py-1.5 text-sm hover:border-brand-300 hover:text-brand-700">
                {signNames[s][locale]}
              </AppLink>
            </li>
          ))}
        <li>
          <AppLink to="/zodiac-signs" className="block rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 hover:underline">
            {m.signs_all_signs_link()}
          </AppLink>
        </li>
      </ul>
    </nav>
  );
}
