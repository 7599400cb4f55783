/**
 * /spirituality: today's vrata and festivals at the reader's place (from the festival engine,
 * `GET /api/festivals`), the next vratas, and the mantras of the nine grahas and of the deities
 * (`@jyotish/mantras`), each in the reader's script with its transliteration, meaning, days and
 * source. Today's weekday lord's mantra comes first among the grahas.
 */
import { useQuery } from "@tanstack/react-query";
import { mantras, MALA, type Mantra, toTelugu, works } from "@jyotish/mantras/index";
import type { MantraTexts } from "@jyotish/mantras/meanings/types";
import { varaNames } from "@jyotish/terms/panchang";
import { varaLords } from "@jyotish/panchang/muhurta";
import { usePageMeta } from "../../app/page-meta";
import { AppLink } from "../../components/AppLink";
import { currentLocale } from "../../i18n/runtime";
import type { Locale } from "../../i18n/locale";
import { defaultPlace } from "../../lib/home-place";
import { m } from "../../paraglide/messages.js";
import { formatDate } from "../panchang/format";
import { useNow } from "../panchang/PanchangShell";
import { todayIn } from "../panchang/api";
import { type Festival, festivalQueryOptions, resolveFestivalRequest } from "../festivals/api";
import { isOn, Upcoming } from "../festivals/calendar";
import { groupOf } from "../festivals/text";

/** The meanings, one chunk per language. */
const textLoaders: Record<Locale, () => Promise<{ texts: MantraTexts }>> = {
  en: () => import("@jyotish/mantras/meanings/en"),
  hi: () => import("@jyotish/mantras/meanings/hi"),
  ta: () => import("@jyotish/mantras/meanings/ta"),
  te: () => import("@jyotish/mantras/meanings/te"),
};
export const mantraTextsQueryOptions = (lang: Locale) => ({
  queryKey: ["mantra-texts", lang],
  queryFn: async () => (await textLoaders[lang]()).texts,
  staleTime: Infinity,
});

/** The mantra as a reader of this language chants it: Tamil and Telugu in their scripts, else Devanagari. */
const inScript = (x: Mantra, lang: Locale) => (lang === "ta" ? x.tamil : lang === "te" ? toTelugu(x.sanskrit) : x.sanskrit);

const isVrata = (f: Festival) => groupOf(f) !== "festivals";

function MantraCard({ x, texts, lang, today }: { x: Mantra; texts: MantraTexts; lang: Locale; today?: boolean }) {
  const t = texts[x.id];
  const days = x.days.length === 7 ? m.spir_every_day() : x.days.map((d) => varaNames[d]![lang]).join(", ");
  return (
    <li className={`rounded-xl border bg-white p-4 ${today ? "border-brand-400 ring-2 ring-brand-100" : "border-gray-200"}`} data-testid="mantra-card" data-mantra={x.id}>
      <h3 className="font-semibold text-brand-800">
        {t.name}
        {today && <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-700">{m.spir_today_badge()}</span>}
      </h3>
      <p className="mt-2 text-lg leading-relaxed text-gray-900" lang={lang === "ta" ? "ta" : lang === "te" ? "te" : "sa"}>
        {inScript(x, lang)}
      </p>
      <p className="mt-1 break-words text-sm italic text-gray-600" lang="sa-Latn">
        {x.iast}
      </p>
      <p className="mt-2 text-sm text-gray-700">{t.meaning}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-gray-600">
        <dt className="font-semibold">{m.spir_days()}</dt>
        <dd>{days}</dd>
        <dt className="font-semibold">{m.spir_count()}</dt>
        <dd>{m.spir_count_value({ count: String(MALA) })}</dd>
        <dt className="font-semibold">{m.spir_source()}</dt>
        <dd>{[works[x.source.work][lang], x.source.ref].filter(Boolean).join(" ")}</dd>
      </dl>
    </li>
  );
}

function TodayVrata() {
  const lang = currentLocale();
  const request = resolveFestivalRequest({}, defaultPlace(m.pc_delhi_ist()));
  const today = todayIn(request.tz, new Date(useNow()));
  const query = useQuery(festivalQueryOptions(request, lang));
  const carried = { place: request.place, lat: request.lat, lon: request.lon, tz: request.tz };
  return (
    <section className="mt-6 rounded-xl border border-brand-100 bg-brand-50/40 p-4" aria-labelledby="spir-today" data-testid="spirituality-today" aria-busy={query.isPending}>
      <h2 id="spir-today" className="text-lg font-semibold text-brand-800">
        {m.spir_today_title({ date: formatDate(today), place: request.place })}
      </h2>
      {query.isPending && <p className="mt-2 text-gray-500">{m.fe_loading()}</p>}
      {query.isError && (
        <p role="alert" className="mt-2 text-red-800">
          {m.fe_error()}
        </p>
      )}
      {query.data &&
        (() => {
          const now = query.data.festivals.filter((f) => isOn(f, today));
          return (
            <>
              {now.length === 0 ? (
                <p className="mt-2 text-gray-700" data-testid="spirituality-none-today">
                  {m.spir_none_today()}
                </p>
              ) : (
                <ul className="mt-2 space-y-1" data-testid="spirituality-today-list">
                  {now.map((f) => (
                    <li key={f.id}>
                      <AppLink to={`/hindu-festivals/${f.kind}`} search={{ ...carried, year: Number(f.date.slice(0, 4)) }} className="font-semibold text-brand-700 hover:underline">
                        {f.name}
                      </AppLink>
                      <span className="ml-2 text-sm text-gray-600">{isVrata(f) ? m.spir_kind_vrata() : m.spir_kind_festival()}</span>
                    </li>
                  ))}
                </ul>
              )}
              <Upcoming festivals={query.data.festivals} keep={(f) => isVrata(f) && !isOn(f, today)} request={request} today={today} carried={carried} title={m.spir_upcoming_vratas()} />
              <p className="mt-3 text-sm">
                <AppLink to="/hindu-festivals" search={{ ...carried, show: "vrat" }} className="text-brand-700 hover:underline">
                  {m.spir_all_vratas()}
                </AppLink>
              </p>
            </>
          );
        })()}
    </section>
  );
}

export function SpiritualityPage() {
  const lang = currentLocale();
  const { meta } = usePageMeta("/spirituality", lang);
  const texts = useQuery(mantraTextsQueryOptions(lang));
  // The weekday of the date shown above (the place's civil date), not of the browser's zone.
  const today = todayIn(defaultPlace(m.pc_delhi_ist()).tz, new Date(useNow()));
  const weekdayLord = varaLords[new Date(`${today}T00:00:00Z`).getUTCDay()];
  const grahas = mantras.filter((x) => x.group === "graha");
  const ordered = [...grahas.filter((x) => x.id === weekdayLord), ...grahas.filter((x) => x.id !== weekdayLord)];
  return (
    <div className="mx-auto max-w-5xl" data-testid="spirituality-page">
      <h1 className="text-2xl font-bold sm:text-3xl">{meta?.heading ?? m.nav_spirituality()}</h1>
      {meta && <p className="mt-3 max-w-3xl text-gray-700">{meta.description}</p>}
      <TodayVrata />
      {texts.data && (
        <>
          <section className="mt-8" aria-labelledby="spir-grahas">
            <h2 id="spir-grahas" className="border-b-2 border-brand-200 pb-1 text-xl font-semibold">
              {m.spir_grahas_title()}
            </h2>
            <p className="mt-2 text-sm text-gray-600">{m.spir_grahas_intro()}</p>
            <ul className="mt-3 grid gap-3 md:grid-cols-2">
              {ordered.map((x) => (
                <MantraCard key={x.id} x={x} texts={texts.data} lang={lang} today={x.id === weekdayLord} />
              ))}
            </ul>
          </section>
          <section className="mt-8" aria-labelledby="spir-deities">
            <h2 id="spir-deities" className="border-b-2 border-brand-200 pb-1 text-xl font-semibold">
              {m.spir_deities_title()}
            </h2>
            <ul className="mt-3 grid gap-3 md:grid-cols-2">
              {mantras
                .filter((x) => x.group === "deity")
                .map((x) => (
                  <MantraCard key={x.id} x={x} texts={texts.data} lang={lang} />
                ))}
            </ul>
          </section>
        </>
      )}
      <p className="mt-8 rounded-lg bg-gray-50 p-3 text-sm text-gray-600">{m.spir_note()}</p>
      <p className="mt-3 text-sm">
        <AppLink to="/remedies" className="text-brand-700 hover:underline">
          {m.spir_remedies_link()}
        </AppLink>
      </p>
    </div>
  );
}
