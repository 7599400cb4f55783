/**
 * The dashboard's "Recent charts": the user's saved charts, newest first, each opening its
 * kundli page, with rename and delete. Loaded with the dashboard only (lazily imported there).
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { AppLink } from "../../components/AppLink";
import { toast } from "../../components/toast";
import { HttpError } from "../../lib/api";
import { m } from "../../paraglide/messages.js";
import { formatShortDate } from "../panchang/format";
import { type SavedChart, bodyOfSaved, chartSearch, chartsQueryOptions, deleteChart, updateChart } from "./api";
import { relationLabel } from "./SaveChart";

const failed = (err: unknown) => toast({ title: err instanceof HttpError && err.body && err.status < 500 ? err.body.error.message : m.charts_failed(), variant: "destructive" });

export default function RecentCharts() {
  const [page, setPage] = useState(1);
  const query = useQuery(chartsQueryOptions(page));
  const list = query.data;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  return (
    <section className="flex flex-col rounded-2xl border border-gray-200 bg-white p-5 md:col-span-2" data-testid="recent-charts">
      <h2 className="text-lg font-semibold">{m.auth_recent_charts()}</h2>
      {query.isPending && <p className="mt-1 text-sm text-gray-600">{m.charts_loading()}</p>}
      {query.isError && <p className="mt-1 text-sm text-red-700">{m.charts_failed()}</p>}
      {list && list.total === 0 && (
        <>
          <p className="mt-1 flex-1 text-sm text-gray-600">{m.auth_recent_charts_empty()}</p>
          <AppLink to="/kundli" className="btn-outline mt-4 self-start">
            {m.nav_generate_kundli()}
          </AppLink>
        </>
      )}
      {list && list.total > 0 && (
        <>
          <ul className="mt-2 divide-y divide-gray-100">
            {list.charts.map((chart) => (
              <ChartRow key={chart.id} chart={chart} />
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-gray-600">
            <span className="flex-1">{m.charts_count({ count: String(list.total), max: String(list.max) })}</span>
            {pages > 1 && (
              <>
                <button type="button" className="btn-outline text-sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {m.charts_newer()}
                </button>
                <button type="button" className="btn-outline text-sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {m.charts_older()}
                </button>
              </>
            )}
          </div>
        </>
      )}
    </section>
  );
}

function ChartRow({ chart }: { chart: SavedChart }) {
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(chart.name);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["/api/charts"] });
  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      await refresh();
      toast({ title: done });
      return true;
    } catch (err) {
      failed(err);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3" data-testid="saved-chart" data-chart-id={chart.id}>
      <div className="min-w-0 flex-1 basis-48">
        {renaming ? (
          <form
            className="flex flex-wrap gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (name.trim().length < 2) return;
              void act(() => updateChart(chart.id, { ...bodyOfSaved(chart), name: name.trim() }), m.charts_renamed()).then((ok) => ok && setRenaming(false));
            }}
          >
            <input className="field min-w-0 flex-1" value={name} minLength={2} maxLength={80} aria-label={m.field_name()} data-testid="rename-input" autoFocus onChange={(e) => setName(e.currentTarget.value)} />
            <button type="submit" className="btn-primary text-sm" disabled={busy} data-testid="rename-save">
              {m.charts_save_submit()}
            </button>
            <button type="button" className="btn-outline text-sm" onClick={() => setRenaming(false)}>
              {m.charts_cancel()}
            </button>
          </form>
        ) : (
          <>
            <p className="break-words font-medium" data-testid="saved-chart-name">
              {chart.name} <span className="text-sm font-normal text-gray-500">· {relationLabel[chart.relation]()}</span>
            </p>
            <p className="break-words text-sm text-gray-600">
              {formatShortDate(chart.date)}, {chart.time.slice(0, 5)}
              {chart.location ? ` · ${chart.location}` : ""}
            </p>
          </>
        )}
      </div>
      {!renaming && (
        <div className="flex flex-wrap gap-2">
          <AppLink to="/kundli" search={chartSearch(chart)} className="btn-primary text-sm">
            {m.charts_open()}
          </AppLink>
          <button type="button" className="btn-outline text-sm" disabled={busy} data-testid="rename-chart" onClick={() => setRenaming(true)}>
            {m.charts_rename()}
          </button>
          <button
            type="button"
            className="btn-outline text-sm text-red-700"
            disabled={busy}
            data-testid="delete-chart"
            onClick={() => {
              if (window.confirm(m.charts_delete_confirm({ name: chart.name }))) void act(() => deleteChart(chart.id), m.charts_deleted());
            }}
          >
            {m.charts_delete()}
          </button>
        </div>
      )}
    </li>
  );
}
