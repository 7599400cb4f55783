import { useQuery } from "@tanstack/react-query";
import * as v from "valibot";
import { AppLink } from "../../components/AppLink";
import { currentLocale } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { AstrologerCard } from "../astrologers/AstrologerCard";
import { astrologersQueryOptions } from "../astrologers/queries";
import { useConsultActions } from "../astrologers/startChat";
import { formatTime, formatWindow } from "../panchang/format";
import { homePlace } from "../../lib/home-place";
import { Section } from "./sections";

// The home page's live blocks below its first screen, in their own chunk (issue 19: the first
// chunk of `/` is kept under its 150 KB budget; these need the astrologer card, the consult
// actions and the panchang's formatting, none of which the first screen shows).

/** The first 3 astrologers (spec §2.5), each linking to /astrologer/{slug}, and View All. */
export function HomeAstrologers() {
  const { data } = useQuery(astrologersQueryOptions());
  const { startChat, startCall, book } = useConsultActions();
  return (
    <Section title={m.home_astrologers_title()} testId="home-astrologers" dynamic>
      {data && (
        <>
          <div className="grid gap-4 md:grid-cols-3">
            {data.slice(0, 3).map((a) => (
              <AstrologerCard key={a.id} astrologer={a} onStartChat={startChat} onStartCall={startCall} onBook={book} />
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

/**
 * Today's panchang (spec §2.5) at the visitor's place (issue 19: the place chosen on this device,
 * the account's city, the city the edge located, else New Delhi in IST); shown when
 * /api/panchang/today answers, absent otherwise (spec §8).
 */
export function PanchangBlock() {
  const here = homePlace();
  const where =
    here.source === "default"
      ? ""
      : `&${new URLSearchParams({ latitude: String(here.lat), longitude: String(here.lon), timezone: here.tz, name: here.place })}`;
  const { data } = useQuery({
    queryKey: [`/api/panchang/today?lang=${currentLocale()}${where}`],
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
      <p className="-mt-2 mb-3 text-sm text-gray-600" data-testid="home-panchang-place">
        {here.source === "default" ? m.pc_delhi_ist() : here.place}
      </p>
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


/** The astrologers and today's panchang, in the spec's order. */
export default function LiveBlocks() {
  return (
    <>
      <HomeAstrologers />
      <PanchangBlock />
    </>
  );
}
