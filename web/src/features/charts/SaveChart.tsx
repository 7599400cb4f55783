/**
 * "Save chart" on a kundli result: a name and whose chart it is, then `POST /api/charts`.
 * Signed out, the choice is remembered, the visitor signs in (or signs up) and comes back to
 * this address, and the chart is saved then without a second click.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { AppLink } from "../../components/AppLink";
import { Field } from "../../components/Field";
import { Select } from "../../components/Select";
import { toast } from "../../components/toast";
import type { BirthSearch } from "../../components/kundli-search";
import { HttpError } from "../../lib/api";
import { useSession } from "../../lib/session";
import { saveAuthRedirect } from "../../lib/token";
import { m } from "../../paraglide/messages.js";
import { type ChartRelation, type SavedChart, chartBodyOf, chartRelations, saveChart } from "./api";

export const relationLabel: Record<ChartRelation, () => string> = {
  self: m.charts_relation_self,
  family: m.charts_relation_family,
  friend: m.charts_relation_friend,
  client: m.charts_relation_client,
  other: m.charts_relation_other,
};

/** localStorage: the save a visitor asked for before signing in, for the page they return to. */
const pendingKey = "charts_pending_save";
interface PendingSave {
  /** `birthId` of the chart it is for. */
  chart: string;
  name: string;
  relation: ChartRelation;
}

const here = () => `${location.pathname}${location.search}`;
/** Which birth a pending save is for (the address may be re-encoded on the way back). */
const birthId = (s: BirthSearch) => JSON.stringify([s.date, s.time, s.latitude, s.longitude, s.location ?? ""]);

function takePending(search: BirthSearch): PendingSave | null {
  try {
    const raw = localStorage.getItem(pendingKey);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== "object") return null;
    const { chart, name, relation } = value as Record<string, unknown>;
    if (chart !== birthId(search) || typeof name !== "string" || !chartRelations.includes(relation as ChartRelation)) return null;
    localStorage.removeItem(pendingKey);
    return { chart, name, relation: relation as ChartRelation };
  } catch {
    return null;
  }
}

const failure = (err: unknown) => (err instanceof HttpError && err.body && err.status !== 500 ? err.body.error.message : m.charts_save_failed());

export function SaveChart({ search }: { search: BirthSearch }) {
  const session = useSession();
  const status = session.state.status;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(search.name ?? "");
  const [relation, setRelation] = useState<ChartRelation>("self");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<SavedChart | null>(null);
  const resumed = useRef(false);

  const save = async (asName: string, asRelation: ChartRelation) => {
    setBusy(true);
    setError(undefined);
    try {
      const chart = await saveChart(chartBodyOf(search, asName, asRelation));
      setSaved(chart);
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: ["/api/charts"] });
      toast({ title: m.charts_saved(), description: m.charts_saved_body() });
    } catch (err) {
      setError(failure(err));
      setOpen(true);
    } finally {
      setBusy(false);
    }
  };

  // Back from signing in with a save waiting for this very chart: save it now.
  useEffect(() => {
    if (status !== "signed-in" || resumed.current) return;
    resumed.current = true;
    const pending = takePending(search);
    if (pending) {
      setName(pending.name);
      setRelation(pending.relation);
      void save(pending.name, pending.relation);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the session is known
  }, [status]);

  const submit = () => {
    if (name.trim().length < 2) {
      setError(m.charts_name_short());
      return;
    }
    if (status === "signed-in") {
      void save(name, relation);
      return;
    }
    // A stored sign-in is still being checked: the button is disabled until it is known.
    if (status === "loading") return;
    const target = here();
    try {
      localStorage.setItem(pendingKey, JSON.stringify({ chart: birthId(search), name: name.trim(), relation } satisfies PendingSave));
    } catch {
      // storage unavailable: the visitor saves again after signing in
    }
    saveAuthRedirect(target);
    void navigate({ to: "/login", search: { redirect: target } });
  };

  if (saved) {
    return (
      <p data-testid="chart-saved">
        <AppLink to="/dashboard" className="btn-outline text-sm">
          ✓ {m.charts_saved_link()}
        </AppLink>
      </p>
    );
  }
  if (!open) {
    return (
      <button type="button" className="btn-primary text-sm" data-testid="save-chart" disabled={busy} onClick={() => setOpen(true)}>
        {m.charts_save()}
      </button>
    );
  }
  return (
    <form
      className="w-full rounded-xl border border-brand-200 bg-brand-50 p-4"
      data-testid="save-chart-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 className="text-base font-semibold">{m.charts_save_heading()}</h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <Field label={m.field_name()} error={error}>
          {(id) => <input id={id} className="field" value={name} maxLength={80} autoComplete="off" data-testid="save-chart-name" onChange={(e) => setName(e.currentTarget.value)} />}
        </Field>
        <Select label={m.charts_relation()} value={relation} options={chartRelations} onChange={setRelation} name={(r) => relationLabel[r]()} testId="save-chart-relation" />
      </div>
      {status !== "signed-in" && <p className="mt-2 text-sm text-gray-600">{m.charts_sign_in_note()}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" className="btn-primary text-sm" disabled={busy || status === "loading"} data-testid="save-chart-submit">
          {m.charts_save_submit()}
        </button>
        <button type="button" className="btn-outline text-sm" onClick={() => setOpen(false)}>
          {m.charts_cancel()}
        </button>
      </div>
    </form>
  );
}
