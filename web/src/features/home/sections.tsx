import { useQuery } from "@tanstack/react-query";
import { signIds, signNames } from "@jyotish/glossary";
import { AppLink } from "../../components/AppLink";
import { currentLocale } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { pricingQueryOptions } from "../astrologers/queries";
import { signImage, signSlug } from "../horoscope/signs";

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
          return (
            <li key={sign}>
              <AppLink to={`/daily-horoscope/${signSlug(sign, locale)}`} className="flex flex-col items-center gap-1 rounded-lg p-1 text-center hover:bg-brand-50">
                <img
                  src={signImage(sign)}
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
