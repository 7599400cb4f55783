import { getRouteApi, useNavigate } from "@tanstack/react-router";
import type { ComponentType } from "react";
import type { PanchangAnswer, PanchangSearch } from "./api";
import { PanchangShell } from "./PanchangShell";
import { ChoghadiyaView, HoraView, PanchangDay, WindowsView } from "./views";
import { m } from "../../paraglide/messages.js";

export type PanchangPath = "/panchang" | "/choghadiya" | "/rahu-kaal" | "/hora-timings" | "/abhijit-muhurat" | "/brahma-muhurat";

/** A panchang page component for a route: URL state in, the shell and the page's view out. */
export function panchangPage(path: PanchangPath, View: ComponentType<{ data: PanchangAnswer }>, intro?: () => string) {
  const route = getRouteApi(path);
  return function PanchangPage() {
    const search = route.useSearch() as PanchangSearch;
    const navigate = useNavigate();
    const setSearch = (patch: Partial<PanchangSearch>) =>
      void navigate({ to: path, search: (prev: PanchangSearch) => ({ ...prev, ...patch }), resetScroll: false });
    return (
      <PanchangShell path={path} search={search} setSearch={setSearch} intro={intro?.()}>
        {(data) => <View data={data} />}
      </PanchangShell>
    );
  };
}

/** Route components of the six panchang pages (each route file only wires one of these). */
export const PanchangPage = panchangPage("/panchang", PanchangDay);
export const ChoghadiyaPage = panchangPage("/choghadiya", ChoghadiyaView, m.pc_choghadiya_intro);
export const HoraPage = panchangPage("/hora-timings", HoraView, m.pc_hora_intro);

export const RahuKaalPage = panchangPage(
  "/rahu-kaal",
  ({ data }) => (
    <WindowsView
      data={data}
      items={[
        { label: m.panchang_rahu_kaal(), spans: [data.rahuKaal], tone: "bad" },
        { label: m.pc_yamaganda(), spans: [data.yamaganda], tone: "bad" },
        { label: m.pc_gulika(), spans: [data.gulika], tone: "bad" },
        { label: m.pc_dur_muhurtam(), spans: data.durMuhurtam, tone: "bad" },
      ]}
    />
  ),
  m.pc_rahu_intro,
);

const abhijit = (data: PanchangAnswer) => ({
  label: m.panchang_abhijit(),
  spans: data.abhijitMuhurta ? [data.abhijitMuhurta] : [],
  empty: m.pc_abhijit_wednesday(),
  tone: "good" as const,
});

export const AbhijitPage = panchangPage(
  "/abhijit-muhurat",
  ({ data }) => <WindowsView data={data} items={[abhijit(data), { label: m.pc_amrit_kalam(), spans: data.amritKalam, tone: "good" }]} />,
  m.pc_abhijit_intro,
);

export const BrahmaPage = panchangPage(
  "/brahma-muhurat",
  ({ data }) => <WindowsView data={data} items={[{ label: m.pc_brahma(), spans: [data.brahmaMuhurta], tone: "good" }, abhijit(data)]} />,
  m.pc_brahma_intro,
);
