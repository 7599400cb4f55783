import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { AppLink } from "../../components/AppLink";
import { signNames } from "@jyotish/glossary";
import { currentLocale, currentLocaleTag, formatNumber, formatPaise } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { astrologerStatsQueryOptions } from "../astrologers/queries";
import { useFreeChatMinutes } from "../astrologers/free-minutes";
import { withFreeChatOffer } from "../astrologers/free-offer";
import { Section } from "./sections";
import { catalogQueryOptions } from "../reports/api";
import { horoscopeQueryOptions } from "../horoscope/api";
import { istToday, periodLabel } from "../horoscope/period";
import { Score } from "../horoscope/Score";
import { readLastSign, saveLastSign, signIds, type SignId, signOf, signSlug } from "../horoscope/signs";

export function ReportCards() {
  // Each report at the catalogue's price (the products table's, GST included), as its page shows it.
  const catalog = useQuery(catalogQueryOptions(currentLocale())).data;
  const cards = [
    { kind: "life", title: m.report_life_title(), body: m.report_life_body() },
    { kind: "career", title: m.report_career_title(), body: m.report_career_body() },
    { kind: "marriage", title: m.report_marriage_title(), body: m.report_marriage_body() },
  ] as const;
  return (
    <Section title={m.home_reports_title()} testId="home-reports">
      <div className="grid gap-4 md:grid-cols-3">
        {cards.map((c) => {
          const pricePaise = catalog?.kinds.find((k) => k.kind === c.kind)?.pricePaise;
          return (
            <AppLink key={c.kind} to={`/reports/${c.kind}`} className="flex flex-col rounded-xl border border-gray-200 bg-white p-5 hover:border-brand-300">
              <span className="text-lg font-bold">{c.title}</span>
              <span className="mt-2 flex-1 text-sm text-gray-600">{c.body}</span>
              <span className="mt-4 font-semibold text-brand-700">{pricePaise ? formatPaise(pricePaise) : "\u00a0"}</span>
            </AppLink>
          );
        })}
      </div>
    </Section>
  );
}

/** Spec §4: testimonials advance every 5 s through 3 items; the dots select one. */
export const testimonialIntervalMs = 5000;

export function Testimonials() {
  const items = [
    { name: m.testimonial_1_name(), location: m.testimonial_1_location(), service: m.testimonial_1_service(), text: m.testimonial_1_text(), rating: 5 },
    { name: m.testimonial_2_name(), location: m.testimonial_2_location(), service: m.testimonial_2_service(), text: m.testimonial_2_text(), rating: 5 },
    { name: m.testimonial_3_name(), location: m.testimonial_3_location(), service: m.testimonial_3_service(), text: m.testimonial_3_text(), rating: 4 },
  ];
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % items.length), testimonialIntervalMs);
    return () => clearInterval(timer);
  }, [index, items.length]);
  const t = items[index]!;
  return (
    <Section title={m.home_testimonials_title()} testId="testimonials">
      <figure className="rounded-xl border border-gray-200 bg-white p-5" data-testid="testimonial" data-index={index}>
        <div aria-label={m.astrologer_rating({ rating: formatNumber(t.rating) })} className="flex gap-0.5 text-amber-500">
          {Array.from({ length: 5 }, (_, i) => (
            <svg key={i} viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" className={i < t.rating ? "" : "opacity-25"}>
              <path fill="currentColor" d="M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z" />
            </svg>
          ))}
        </div>
        <blockquote className="mt-3 text-gray-800">{t.text}</blockquote>
        <figcaption className="mt-3 text-sm text-gray-600">
          <span className="font-semibold text-gray-900">{t.name}</span>, {t.location} · {t.service}
        </figcaption>
      </figure>
      <div className="mt-3 flex justify-center gap-2">
        {items.map((_, i) => (
          <button
            key={i}
            type="button"
            aria-label={m.testimonial_select({ number: String(i + 1) })}
            aria-current={i === index}
            className={`h-3 w-3 rounded-full ${i === index ? "bg-brand-600" : "bg-gray-300"}`}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </Section>
  );
}

export function AboutText() {
  return (
    <Section title={m.home_about_title()}>
      <div className="max-w-3xl space-y-3 text-gray-700">
        <p>{m.home_about_p1()}</p>
        <p>{m.home_about_p2()}</p>
        <p>{m.home_about_p3()}</p>
      </div>
    </Section>
  );
}

export function Faq() {
  const freeMinutes = useFreeChatMinutes();
  const faqs = [
    [m.faq_1_q(), m.faq_1_a()],
    [m.faq_2_q(), m.faq_2_a()],
    [m.faq_3_q(), m.faq_3_a()],
    [m.faq_4_q(), withFreeChatOffer(m.faq_4_a(), freeMinutes)],
    [m.faq_5_q(), m.faq_5_a()],
    [m.faq_6_q(), m.faq_6_a()],
  ] as const;
  return (
    <Section title={m.faq_title()} testId="faq">
      <div className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
        {faqs.map(([q, a]) => (
          <details key={q} className="group px-4 py-3">
            <summary className="cursor-pointer font-semibold">{q}</summary>
            <p className="mt-2 text-gray-700">{a}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}

/**
 * Below this many visitors the count is not shown: "3 visitors online" tells a reader the site
 * is empty, and weak social proof is worse than none (issue 19).
 */
export const visitorsShownFrom = 10;

/**
 * Live counts from the API (spec §2.5); a figure the API does not give is not shown, nor a
 * visitor count below `visitorsShownFrom` or an empty "online now". Consultations started today
 * (India time) always show (issue 21). Labels follow each language's plural rules
 * (Intl.PluralRules through Paraglide).
 */
export function LiveStats() {
  const { data } = useQuery(astrologerStatsQueryOptions());
  const figures: [string, number][] = data
    ? [
        [m.stats_astrologers(), data.astrologers],
        ...(data.onlineNow > 0 ? [[m.stats_online(), data.onlineNow] as [string, number]] : []),
        ...(data.usersOnline >= visitorsShownFrom ? [[m.stats_visitors_online({ count: data.usersOnline }), data.usersOnline] as [string, number]] : []),
        [m.ad_stats_consultations_today({ count: data.consultationsToday }), data.consultationsToday],
        [m.rpt_stats_reports({ count: data.reportsGenerated }), data.reportsGenerated],
      ]
    : [];
  return (
    <Section title={m.stats_title()} testId="live-stats" dynamic>
      {data && (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-xl border border-gray-200 bg-white p-4 text-center">
              <dd className="text-3xl font-bold text-brand-700">{formatNumber(value)}</dd>
              <dt className="mt-1 text-sm text-gray-600">{label}</dt>
            </div>
          ))}
        </dl>
      )}
    </Section>
  );
}

export function FinalCta() {
  return (
    <section className="mt-12 rounded-2xl bg-brand-50 px-5 py-8 text-center">
      <h2 className="text-2xl font-bold">{m.home_final_title()}</h2>
      <p className="mt-2 text-gray-700">{m.home_final_body()}</p>
      <AppLink to="/kundli" className="btn-primary mt-5">
        {m.home_final_cta()}
      </AppLink>
    </section>
  );
}

/**
 * Today's prediction (spec §2.5): today's daily horoscope for the sign the visitor last read
 * (Aries at first), with a sign switcher and a link to the sign's full page.
 */
export function TodayPrediction() {
  const locale = currentLocale();
  const [sign, setSign] = useState<SignId>(readLastSign);
  const { data, isError } = useQuery(horoscopeQueryOptions({ sign, period: "daily", date: istToday(), area: "general" }, locale));
  return (
    <Section title={m.home_today_title()} testId="today-prediction" dynamic>
      <div className="rounded-xl border border-brand-200 bg-white p-5">
        <label className="flex flex-wrap items-center gap-2 text-sm font-medium text-gray-700">
          {m.horo_choose_sign()}
          <select
            className="rounded-lg border border-gray-300 bg-white px-2 py-1.5 text-base text-gray-900"
            value={sign}
            onChange={(e) => {
              const next = signOf(e.currentTarget.value) ?? "aries";
              setSign(next);
              saveLastSign(next);
            }}
            data-testid="today-sign"
          >
            {signIds.map((id) => (
              <option key={id} value={id}>
                {signNames[id][locale]}
              </option>
            ))}
          </select>
        </label>
        {/* The text's space is kept while it loads, so the page below does not move. */}
        <div className="mt-3 min-h-[7.5rem]" aria-live="polite" aria-busy={!data && !isError}>
          {data && (
            <>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-brand-900">
                  {data.signName} · {periodLabel("daily", data.from, data.to, currentLocaleTag())}
                </p>
                <Score value={data.scores.general} />
              </div>
              <p className="mt-2 text-gray-700" data-testid="today-prediction-text">
                {data.prediction}
              </p>
              <p className="mt-2 text-sm text-gray-600">
                {m.horo_lucky_color()}: {data.lucky.colorName} · {m.horo_lucky_number()}: {data.lucky.number}
              </p>
              <AppLink to={`/daily-horoscope/${signSlug(sign, locale)}`} className="mt-3 inline-block font-semibold text-brand-700 hover:underline">
                {m.horo_home_read_full({ sign: data.signName })} →
              </AppLink>
            </>
          )}
          {isError && <p className="text-gray-600">{m.horo_error()}</p>}
        </div>
      </div>
    </Section>
  );
}

/** The home page below the first screen (spec §2.5 order). */
export default function BelowFold() {
  return (
    <>
      <ReportCards />
      <Testimonials />
      <AboutText />
      <Faq />
      <LiveStats />
      <TodayPrediction />
      <FinalCta />
    </>
  );
}
