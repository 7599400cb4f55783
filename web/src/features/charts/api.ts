/**
 * The signed-in user's saved charts (`/api/charts`): the list's query, the calls that change it,
 * and the conversions between a saved chart and the kundli pages' URL (the chart's address).
 */
import { queryOptions } from "@tanstack/react-query";
import type { ChartRelation } from "@contract/chart-relations";
import type { ChartBody, ChartsAnswer, SavedChart } from "@contract/charts";
import { apiJson, apiFetch, getJson } from "../../lib/api";
import type { BirthSearch, KundliSearch } from "../../components/kundli-search";

export type { ChartRelation, ChartsAnswer, SavedChart };
// The schemas stay on the server: only the list of choices is bundled.
export { chartRelations } from "@contract/chart-relations";

export const chartsQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: ["/api/charts", page],
    queryFn: () => getJson<ChartsAnswer>(`/api/charts?page=${page}`),
    staleTime: 0,
  });

/** The body that saves the chart on a kundli page under `name` as `relation`. */
export function chartBodyOf(search: BirthSearch, name: string, relation: ChartRelation): ChartBody {
  return {
    name: name.trim(),
    relation,
    ...(search.gender ? { gender: search.gender } : {}),
    date: search.date,
    time: search.time,
    ...(search.location ? { location: search.location } : {}),
    latitude: search.latitude,
    longitude: search.longitude,
    options: {
      ...(search.ayanamsa ? { ayanamsa: search.ayanamsa } : {}),
      ...(search.node ? { node: search.node } : {}),
      ...(search.house ? { houseSystem: search.house } : {}),
      ...(search.year ? { dashaYearDays: search.year } : {}),
    },
  };
}

/** A saved chart back to the kundli pages' query (the same address a shared link carries). */
export function chartSearch(chart: SavedChart): KundliSearch {
  const o = chart.options;
  return Object.fromEntries(
    Object.entries({
      name: chart.name,
      gender: chart.gender,
      date: chart.date,
      time: chart.time,
      location: chart.location,
      latitude: chart.latitude,
      longitude: chart.longitude,
      ayanamsa: o.ayanamsa,
      node: o.node,
      house: o.houseSystem,
      year: o.dashaYearDays,
    }).filter(([, v]) => v !== undefined),
  ) as KundliSearch;
}

/** The body of a saved chart, to send it back changed (a rename). */
export function bodyOfSaved(chart: SavedChart): ChartBody {
  const { id: _id, createdAt: _c, updatedAt: _u, ...body } = chart;
  return body as ChartBody;
}

const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });
export const saveChart = (body: ChartBody) => apiJson<SavedChart>("/api/charts", json("POST", body));
export const updateChart = (id: string, body: ChartBody) => apiJson<SavedChart>(`/api/charts/${id}`, json("PUT", body));
export const deleteChart = async (id: string) => void (await apiFetch(`/api/charts/${id}`, { method: "DELETE" }));
