import type { ReactNode } from "react";
import { currentLocale } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import type { Choghadiya, Named, PanchangAnswer, SignSpan, Span } from "./api";
import { formatDuration, formatTime, formatWindow, isNow } from "./format";
import { useNow } from "./PanchangShell";

/** Formatting bound to one answer: its time zone and its date. */
function useFormat(data: PanchangAnswer) {
  const tz = data.place.timezone;
  return {
    time: (iso: string) => formatTime(iso, tz, data.date),
    window: (span: Span) => formatWindow(span, tz, data.date),
  };
}

function Card({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="min-w-0 rounded-xl border border-gray-200 bg-white p-4" data-testid={testId}>
      <h2 className="mb-3 text-lg font-semibold text-brand-800">{title}</h2>
      <dl className="divide-y divide-gray-100">{children}</dl>
    </section>
  );
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 py-2" data-testid={testId}>
      <dt className="text-sm text-gray-500">{label}</dt>
      <dd className="min-w-0 font-medium">{children}</dd>
    </div>
  );
}

/** The mark on what is in force now (its element also carries aria-current="time"). */
function NowBadge() {
  return <span className="ml-2 rounded bg-brand-600 px-1.5 py-0.5 align-middle text-xs font-semibold text-white">{m.pc_now()}</span>;
}

/**
 * "Krishna Shashthi until 08:44 am" — one line per element that overlaps the day; the one in
 * force at `now` (only ever on the day that is today in the place) is marked.
 */
function Elements({ list, time, now, extra }: { list: Named[]; time: (iso: string) => string; now: number; extra?: (x: Named) => string | null }) {
  return (
    <ul className="space-y-1">
      {list.map((x) => {
        const current = isNow(x, now);
        return (
          <li key={`${x.number}-${x.start}`} aria-current={current ? "time" : undefined} className={current ? "text-brand-800" : undefined}>
            <span>{x.name}</span>
            {extra?.(x) && <span className="text-gray-500"> ({extra(x)})</span>}{" "}
            <span className="text-sm font-normal text-gray-600">{m.pc_until({ time: time(x.end) })}</span>
            {current && <NowBadge />}
          </li>
        );
      })}
    </ul>
  );
}

function Signs({ list, time }: { list: SignSpan[]; time: (iso: string) => string }) {
  return (
    <ul className="space-y-1">
      {list.map((s, i) => (
        <li key={s.sign}>
          {s.name}
          {s.end && i < list.length - 1 && <span className="text-sm font-normal text-gray-600"> {m.pc_until({ time: time(s.end) })}</span>}
        </li>
      ))}
    </ul>
  );
}

function Windows({ list, fmt }: { list: Span[]; fmt: (s: Span) => string }) {
  if (list.length === 0) return <>{m.pc_none()}</>;
  return (
    <ul className="space-y-1">
      {list.map((w) => (
        <li key={w.start}>{fmt(w)}</li>
      ))}
    </ul>
  );
}

/** The whole day, laid out like a printed panchang. */
export function PanchangDay({ data }: { data: PanchangAnswer }) {
  const f = useFormat(data);
  const now = useNow();
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" data-testid="panchang-day">
      <Card title={m.pc_five_limbs()} testId="panchang-limbs">
        <Row label={m.pc_vara()}>
          {data.vara.name}
          {data.vara.vedicName !== data.vara.name && <span className="text-gray-500"> ({data.vara.vedicName})</span>}
        </Row>
        <Row label={m.panchang_tithi()} testId="panchang-tithi">
          <Elements list={data.tithi} time={f.time} now={now} />
        </Row>
        <Row label={m.panchang_nakshatra()} testId="panchang-nakshatra">
          <Elements list={data.nakshatra} time={f.time} now={now} extra={(x) => (x as PanchangAnswer["nakshatra"][number]).lordName} />
        </Row>
        <Row label={m.panchang_yoga()} testId="panchang-yoga">
          <Elements list={data.yoga} time={f.time} now={now} />
        </Row>
        <Row label={m.panchang_karana()} testId="panchang-karana">
          <Elements list={data.karana} time={f.time} now={now} />
        </Row>
        <Row label={m.pc_paksha()}>{data.paksha.name}</Row>
      </Card>

      <Card title={m.pc_sun_moon()} testId="panchang-sun-moon">
        <Row label={m.panchang_sunrise()} testId="panchang-sunrise">
          {f.time(data.sunrise)}
        </Row>
        <Row label={m.panchang_sunset()}>{f.time(data.sunset)}</Row>
        <Row label={m.pc_moonrise()}>{data.moonrise ? f.time(data.moonrise) : m.pc_no_moonrise()}</Row>
        <Row label={m.pc_moonset()}>{data.moonset ? f.time(data.moonset) : m.pc_no_moonset()}</Row>
        <Row label={m.pc_day_length()}>{formatDuration(data.dinamana)}</Row>
        <Row label={m.pc_night_length()}>{formatDuration(data.ratrimana)}</Row>
        <Row label={m.pc_midday()}>{f.time(data.madhyahna)}</Row>
      </Card>

      <Card title={m.pc_auspicious()} testId="panchang-auspicious">
        <Row label={m.panchang_abhijit()}>{data.abhijitMuhurta ? f.window(data.abhijitMuhurta) : m.pc_abhijit_wednesday()}</Row>
        <Row label={m.pc_brahma()}>{f.window(data.brahmaMuhurta)}</Row>
        <Row label={m.pc_amrit_kalam()}>
          <Windows list={data.amritKalam} fmt={f.window} />
        </Row>
      </Card>

      <Card title={m.pc_inauspicious()} testId="panchang-inauspicious">
        <Row label={m.panchang_rahu_kaal()} testId="panchang-rahu">
          {f.window(data.rahuKaal)}
        </Row>
        <Row label={m.pc_yamaganda()}>{f.window(data.yamaganda)}</Row>
        <Row label={m.pc_gulika()}>{f.window(data.gulika)}</Row>
        <Row label={m.pc_dur_muhurtam()}>
          <Windows list={data.durMuhurtam} fmt={f.window} />
        </Row>
        <Row label={m.pc_varjyam()}>
          <Windows list={data.varjyam} fmt={f.window} />
        </Row>
      </Card>

      <Card title={m.pc_calendar()} testId="panchang-calendar">
        {data.solarMonth && currentLocale() === "ta" && (
          <Row label={m.places_tamil_month()} testId="panchang-tamil-month">
            {data.solarMonth.name} {data.solarMonth.day}
          </Row>
        )}
        {/* The language's own convention first (issue 19): amanta in Tamil and Telugu, purnimanta in Hindi and English. */}
        {(data.masa.convention === "amanta" ? (["amanta", "purnimanta"] as const) : (["purnimanta", "amanta"] as const)).map((naming) => (
          <Row key={naming} label={naming === "amanta" ? m.pc_amanta() : m.pc_purnimanta()} testId={`panchang-masa-${naming}`}>
            {data.masa[naming].name}
          </Row>
        ))}
        <Row label={m.pc_vikram()}>
          {data.samvat.vikram.year} {data.samvat.vikram.samvatsara}
        </Row>
        <Row label={m.pc_shaka()}>
          {data.samvat.shaka.year} {data.samvat.shaka.samvatsara}
        </Row>
        <Row label={m.pc_ritu_vedic()}>{data.ritu.vedic.name}</Row>
        <Row label={m.pc_ritu_drik()}>{data.ritu.drik.name}</Row>
        <Row label={m.pc_ayana()}>{data.ayana.vedic.name}</Row>
        <Row label={m.pc_sun_sign()}>
          <Signs list={data.sunSign} time={f.time} />
        </Row>
        <Row label={m.pc_moon_sign()}>
          <Signs list={data.moonSign} time={f.time} />
        </Row>
      </Card>
    </div>
  );
}

const qualityStyle: Record<Choghadiya["quality"], string> = {
  good: "bg-green-50 text-green-800 border-green-200",
  neutral: "bg-amber-50 text-amber-800 border-amber-200",
  bad: "bg-red-50 text-red-800 border-red-200",
};

/** One period of a day (a choghadiya, a hora) as a table row. */
interface PeriodRow {
  key: string;
  name: string;
  note?: string;
  span: Span;
  className?: string;
}

function PeriodTable({ title, rows, fmt, testId }: { title: string; rows: PeriodRow[]; fmt: (s: Span) => string; testId?: string }) {
  const now = useNow();
  return (
    <section className="min-w-0" data-testid={testId}>
      <h2 className="mb-2 text-lg font-semibold text-brand-800">{title}</h2>
      <ul className="space-y-2">
        {rows.map((r) => {
          const current = isNow(r.span, now);
          return (
            <li
              key={r.key}
              className={`flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg border px-3 py-2 ${r.className ?? "border-gray-200 bg-white"} ${current ? "ring-2 ring-brand-500" : ""}`}
              aria-current={current ? "time" : undefined}
            >
              <span className="font-semibold">
                {r.name}
                {r.note && <span className="ml-2 text-sm font-normal">{r.note}</span>}
                {current && <NowBadge />}
              </span>
              <span className="text-sm">{fmt(r.span)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * "In force now: Labh (Gain) until 11:35 am" above the tables while one of the day's periods
 * is current; a status region, so screen readers hear it when the period changes.
 */
function NowLine({ rows, time, testId }: { rows: PeriodRow[]; time: (iso: string) => string; testId: string }) {
  const now = useNow();
  const current = rows.find((r) => isNow(r.span, now));
  return (
    <p role="status" data-testid={testId} className={current ? "mb-4 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2" : "sr-only"}>
      {current && (
        <>
          {m.calendar_in_force()}: <strong>{current.name}</strong>
          {current.note && ` ${current.note}`} · {m.pc_until({ time: time(current.span.end) })}
        </>
      )}
    </p>
  );
}

export function ChoghadiyaView({ data }: { data: PanchangAnswer }) {
  const f = useFormat(data);
  const rows = (list: Choghadiya[], half: string): PeriodRow[] =>
    list.map((c, i) => ({ key: `${half}-${i}`, name: c.name, note: `(${c.qualityName})`, span: c, className: qualityStyle[c.quality] }));
  const day = rows(data.choghadiya.day, "day");
  const night = rows(data.choghadiya.night, "night");
  return (
    <>
      <NowLine rows={[...day, ...night]} time={f.time} testId="choghadiya-now" />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <PeriodTable title={m.pc_choghadiya_day()} rows={day} fmt={f.window} testId="choghadiya-day" />
        <PeriodTable title={m.pc_choghadiya_night()} rows={night} fmt={f.window} testId="choghadiya-night" />
      </div>
    </>
  );
}

export function HoraView({ data }: { data: PanchangAnswer }) {
  const f = useFormat(data);
  const rows: PeriodRow[] = data.hora.map((h, i) => ({ key: String(i), name: h.name, span: h }));
  return (
    <>
      <NowLine rows={rows} time={f.time} testId="hora-now" />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <PeriodTable title={m.pc_hora_day()} rows={rows.slice(0, 12)} fmt={f.window} testId="hora-day" />
        <PeriodTable title={m.pc_hora_night()} rows={rows.slice(12)} fmt={f.window} testId="hora-night" />
      </div>
    </>
  );
}

/** One highlighted window with the day's sunrise and sunset for context. */
export function WindowsView({ data, items }: { data: PanchangAnswer; items: { label: string; spans: Span[]; empty?: string; tone: "good" | "bad" }[] }) {
  const f = useFormat(data);
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {items.map((item) => (
        <section key={item.label} className={`rounded-xl border p-4 ${item.tone === "good" ? "border-green-200 bg-green-50" : "border-red-200 bg-red-50"}`} data-testid="muhurta-window">
          <h2 className="text-lg font-semibold">{item.label}</h2>
          {item.spans.length === 0 ? (
            <p className="mt-1 text-xl font-bold">{item.empty ?? m.pc_none()}</p>
          ) : (
            item.spans.map((s) => (
              <p key={s.start} className="mt-1 text-xl font-bold">
                {f.window(s)}
              </p>
            ))
          )}
        </section>
      ))}
      <section className="rounded-xl border border-gray-200 bg-white p-4 md:col-span-2">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <div>
            <dt className="text-xs text-gray-500">{m.panchang_sunrise()}</dt>
            <dd className="font-semibold">{f.time(data.sunrise)}</dd>
          </div>
          <div>
            <dt className="text-xs text-gray-500">{m.panchang_sunset()}</dt>
            <dd className="font-semibold">{f.time(data.sunset)}</dd>
          </div>
          <div>
            <dt className="text-xs text-gray-500">{m.pc_vara()}</dt>
            <dd className="font-semibold">{data.vara.name}</dd>
          </div>
          <div>
            <dt className="text-xs text-gray-500">{m.panchang_tithi()}</dt>
            <dd className="font-semibold">{data.tithi[0]!.name}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
