/**
 * The chart a user shared with the consultation, as the astrologer sees it beside the chat: the
 * rasi chart drawn by the kundli pages' chart component from `GET /api/kundli` with the shared
 * birth data, a style switch, and a link to the full kundli in a new tab.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { ConsultationAnswer } from "@contract/consultations";
import { LoadingPage } from "../../components/Status";
import { localizePath } from "../../i18n/locale";
import { currentLocale } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { type BirthSearch, type ChartStyle, kundliQueryOptions } from "../kundli/api";
import { Chart, chartProps, StyleSwitch } from "../kundli/ChartPanel";
import { namesIn } from "../kundli/names";

type Shared = NonNullable<ConsultationAnswer["chart"]>;

export function birthSearchOf(chart: Shared): BirthSearch {
  return {
    name: chart.name,
    date: chart.date,
    time: chart.time,
    location: chart.place,
    latitude: chart.latitude,
    longitude: chart.longitude,
    ...(chart.gender === "male" || chart.gender === "female" ? { gender: chart.gender } : {}),
  };
}

export function SharedChart({ chart }: { chart: Shared | null }) {
  const search = chart ? birthSearchOf(chart) : null;
  const kundli = useQuery({ ...kundliQueryOptions(search ?? ({} as BirthSearch)), enabled: search !== null });
  const [style, setStyle] = useState<ChartStyle>("north");
  if (!chart || !search) return <p className="text-sm text-gray-600" data-testid="shared-chart-none">{m.ch_chart_none()}</p>;
  const names = namesIn(currentLocale());
  return (
    <div data-testid="shared-chart">
      <p className="font-semibold">{chart.name}</p>
      <p className="text-sm text-gray-600">
        {chart.date} · {chart.time.slice(0, 5)} · {chart.place}
      </p>
      <div className="mt-2">
        <StyleSwitch style={style} onStyle={setStyle} />
      </div>
      <div className="mx-auto mt-3 max-w-sm">
        {kundli.data ? (
          <Chart style={style} {...chartProps(kundli.data, names, "D1")} />
        ) : kundli.isError ? (
          <p role="alert" className="text-sm text-red-700">{m.ch_chart_failed()}</p>
        ) : (
          <LoadingPage />
        )}
      </div>
      <a
        href={`${localizePath("/kundli", currentLocale())}?${new URLSearchParams(Object.entries(search).map(([k, v]) => [k, String(v)]))}`}
        target="_blank"
        rel="noopener"
        className="mt-2 inline-block text-sm font-medium text-brand-700 underline"
      >
        {m.ch_chart_open()}
      </a>
    </div>
  );
}
