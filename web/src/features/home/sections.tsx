import { useQuery } from "@tanstack/react-query";
import * as v from "valibot";
import { signIds, signNames } from "@jyotish/glossary";
import { AppLink } from "../../components/AppLink";
import { currentLocale } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { AstrologerCard } from "../astrologers/AstrologerCard";
import { astrologersQueryOptions, pricingQueryOptions } from "../astrologers/queries";
import { useConsultActions } from "../astrologers/startChat";
import { formatTime, formatWindow } from "../panchang/format";

/** A section with a heading; dynamic blocks keep at least 200 px so the page does not jump (spec §9). */
export function Section({ title, children, testId, dynamic }: { title: string; children: React.ReactNode; testId?: string; dynamic?: boolean }) {
  return (
    <section className={`mt-10 ${dynamic ? "min-h-[200px]" : ""}`} data-testid={testId}>
      <h2 className="text-xl font-bold sm:text-2xl">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function Hero({ className = "" }: { className?: string }) {
  // The free minutes of the server's settings (useFreeChatMinutes, inlined to keep this first chunk small).
  const freeMinutes = useQuery(pricingQueryOptions()).data?.freeChatMinutes;
  return (
    <section className={`rounded-2xl bg-gradient-to-br from-brand-700 to-brand-500 px-5 py-6 text-white sm:px-10 sm:py-10 ${className}`}>
      <h1 className="max-w-3xl text-2xl font-bold leading-tight sm:text-4xl">{m.home_hero_title()}</h1>
      <p className="mt-3 max-w-2xl text-brand-50 sm:mt-4">{m.home_hero_subtitle()}</p>
      <div className="mt-5 flex flex-wrap gap-3 sm:mt-6">
        <AppLink to="/kundli" className="btn bg-white text-brand-700 hover:bg-brand-50">
          {m.home_hero_cta_kundli()}
        </AppLink>
        <AppLink to="/astrologers" className="btn border border-white/70 text-white hover:bg-white/10">
          {m.home_hero_cta_chat()}
        </AppLink>
      </div>
      {/* Its height (two lines on a phone, one from sm up) is kept while the settings load, so nothing below moves. */}
      <p className="mt-4 min-h-10 text-sm text-brand-100 sm:min-h-5">{freeMinutes ? m.home_free_minutes({ minutes: freeMinutes }) : null}</p>
    </section>
  );
}

export function PremiumBanner({ className = "" }: { className?: string }) {
  return (
    <AppLink
      to="/reports/premium"
      className={`flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between ${className}`}
    >
      <span>
        <span className="block text-lg font-bold text-amber-900">{m.home_banner_title()}</span>
        <span className="mt-1 block text-sm text-amber-900/80">{m.home_banner_body()}</span>
      </span>
      <span className="btn shrink-0 bg-amber-500 text-white">{m.promo_free_report()}</span>
    </AppLink>
  );
}

/** The 12 signs linking to their daily horoscope, with the project's own artwork (hidden if it fails to load). */
export function ZodiacRow() {
  const locale = currentLocale();
  return (
    <Section title={m.home_signs_title()} testId="zodiac-row">
      <ul className="grid grid-cols-4 gap-3 sm:grid-cols-6 lg:grid-cols-12">
        {signIds.map((sign) => {
          const file = `${sign.charAt(0).toUpperCase()}${sign.slice(1)}.jpg`;
          return (
            <li key={sign}>
              <AppLink to={`/daily-horoscope/${sign}`} className="flex flex-col items-center gap-1 rounded-lg p-1 text-center hover:bg-brand-50">
                <img
                  src={`/api/zodiac-image/${file}`}
                  alt=""
                  width="56"
                  height="56"
                  loading="lazy"
                  className="h-14 w-14"
                  onError={(e) => {
                    e.currentTarget.style.visibility = "hidden";
                  }}
                />
                <span className="text-xs font-medium">{signNames[sign][locale]}</span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** The first 3 astrologers (spec §2.5), each linking to /astrologer/{slug}, and View All. */
export function HomeAstrologers() {
  const { data } = useQuery(astrologersQueryOptions());
  const { startChat, book } = useConsultActions();
  return (
    <Section title={m.home_astrologers_title()} testId="home-astrologers" dynamic>
      {data && (
        <>
          <div className="grid gap-4 md:grid-cols-3">
            {data.slice(0, 3).map((a) => (
              <AstrologerCard key={a.id} astrologer={a} onStartChat={startChat} onBook={book} />
            ))}
          </div>
          <div className="mt-4 text-center">
            <AppLink to="/astrologers" className="btn-outline">
              {m.home_view_all()}
            </AppLink>
          </div>
        </>
      )}
    </Section>
  );
}

const window_ = v.object({ start: v.string(), end: v.string() });
const panchangToday = v.object({
  data: v.object({
    date: v.string(),
    tithi: v.object({ name: v.string() }),
    nakshatra: v.object({ name: v.string() }),
    yoga: v.object({ name: v.string() }),
    karana: v.object({ name: v.string() }),
    sunrise: v.string(),
    sunset: v.string(),
    inauspicious_timings: v.object({ rahu_kaal: window_ }),
    auspicious_timings: v.object({ abhijit_muhurta: v.optional(v.nullable(window_)) }),
    location: v.object({ timezone: v.string() }),
  }),
});

/** Today's panchang (spec §2.5): New Delhi, IST; shown when /api/panchang/today answers, absent otherwise (spec §8). */
export function PanchangBlock() {
  const { data } = useQuery({
    queryKey: [`/api/panchang/today?lang=${currentLocale()}`],
    select: (raw: unknown) => {
      const parsed = v.safeParse(panchangToday, raw);
      return parsed.success ? parsed.output.data : null;
    },
  });
  if (!data) return null;
  const tz = data.location.timezone;
  const time = (iso: string) => formatTime(iso, tz, data.date);
  const span = (w: { start: string; end: string }) => formatWindow(w, tz, data.date);
  const rows: [string, string][] = [
    [m.panchang_tithi(), data.tithi.name],
    [m.panchang_nakshatra(), data.nakshatra.name],
    [m.panchang_yoga(), data.yoga.name],
    [m.panchang_karana(), data.karana.name],
    [m.panchang_sunrise(), time(data.sunrise)],
    [m.panchang_sunset(), time(data.sunset)],
    [m.panchang_rahu_kaal(), span(data.inauspicious_timings.rahu_kaal)],
  ];
  const abhijit = data.auspicious_timings.abhijit_muhurta;
  if (abhijit) rows.push([m.panchang_abhijit(), span(abhijit)]);
  return (
    <Section title={m.home_panchang_title()} testId="home-panchang">
      <p className="-mt-2 mb-3 text-sm text-gray-600">{m.pc_delhi_ist()}</p>
      <dl className="grid grid-cols-2 gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-4">
        {rows.map(([k, val]) => (
          <div key={k}>
            <dt className="text-xs text-gray-500">{k}</dt>
            <dd className="font-semibold">{val}</dd>
          </div>
        ))}
      </dl>
      <AppLink to="/panchang" className="mt-3 inline-block text-sm text-brand-700 hover:underline">
        {m.panchang_full()} →
      </AppLink>
    </Section>
  );
}

