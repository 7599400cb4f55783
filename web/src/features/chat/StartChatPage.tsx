/**
 * The payment page of a chat (`/payment?astrologer=…&service=chat`, spec §4), and of a voice or
 * video call (`…&service=call&kind=call`, issue 26: the kind's rate and pack, no free minutes,
 * "Start call"): the two plans —
 * pay per minute (the rate; the free first minutes a first chat gets, as `/api/pricing` words
 * them) or the 20-minute pack at its discount — the chart to share (a saved one, or new birth
 * details saved first), the balance, and "Start chat": `POST /api/consultations` with an
 * Idempotency-Key, then the room. Every figure is the server's (the astrologer, the pack's
 * quote, the pricing settings, the wallet); the server prices the consultation again.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type ReactNode, useRef, useState } from "react";
import { usePageMeta } from "../../app/page-meta";
import { AppLink } from "../../components/AppLink";
import { BirthForm } from "../../components/BirthForm";
import type { BirthSearch } from "../../components/kundli-search";
import { LoadingPage } from "../../components/Status";
import { toast } from "../../components/toast";
import { currentLocale, formatNumber, formatPaise, formatRupees } from "../../i18n/runtime";
import { HttpError } from "../../lib/api";
import { newIdempotencyKey } from "../../lib/idempotency";
import { m } from "../../paraglide/messages.js";
import { astrologerQueryOptions } from "../astrologers/profile-queries";
import { pricingQueryOptions } from "../astrologers/queries";
import { chartBodyOf, chartsQueryOptions, saveChart } from "../charts/api";
import { checkoutLink, quoteQueryOptions, shortfallOf, topUpLink, walletQueryOptions } from "../packs/api";
import { durationLabel, percentOf } from "../packs/format";
import { PackSummary } from "../packs/PackSummary";
import { serverReason } from "../wallet/errors";
import { type ConsultationKind, type ConsultationPlan, createConsultation } from "./api";

type Failure =
  | { kind: "short"; shortfallPaise: number }
  | { kind: "open"; message: string; consultationId: string | null }
  | { kind: "other"; message: string };

/** The consultation a 409 names in its details (an open one the user already has), when it does. */
function openConsultationOf(err: unknown): string | null {
  if (!(err instanceof HttpError)) return null;
  const details = err.body?.error.details;
  const id = details && typeof details === "object" ? (details as { consultationId?: unknown }).consultationId : undefined;
  return typeof id === "string" && /^cs_[0-9a-f]{32}$/.test(id) ? id : null;
}

const NO_CHART = "";
const NEW_CHART = "new";

export function StartChatPage({ astrologerId, kind }: { astrologerId: string | null; kind: ConsultationKind }) {
  const { meta } = usePageMeta("/payment", currentLocale());
  const title = kind === "call" ? m.call_start_title_call() : kind === "video" ? m.call_start_title_video() : (meta?.heading ?? m.ch_start_title());
  return (
    <div className="mx-auto max-w-xl" data-testid="start-chat-page" data-kind={kind}>
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {astrologerId ? (
        <StartChat astrologerId={astrologerId} kind={kind} />
      ) : (
        <div className="mt-4 rounded-xl border border-gray-200 bg-white p-5">
          <p className="text-gray-700">{m.ch_start_no_astrologer()}</p>
          <AppLink to="/astrologers" className="btn-primary mt-3">
            {m.ch_find_astrologer()}
          </AppLink>
        </div>
      )}
    </div>
  );
}

function StartChat({ astrologerId, kind }: { astrologerId: string; kind: ConsultationKind }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const astrologer = useQuery({ ...astrologerQueryOptions(astrologerId), retryOnMount: false });
  const pack = useQuery({ ...quoteQueryOptions(astrologerId, kind), retryOnMount: false });
  const pricing = useQuery(pricingQueryOptions());
  const wallet = useQuery({ ...walletQueryOptions(), refetchOnMount: false });
  const charts = useQuery(chartsQueryOptions());
  const [plan, setPlan] = useState<ConsultationPlan>("per-minute");
  const [chartChoice, setChartChoice] = useState<string>(NO_CHART);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [starting, setStarting] = useState(false);
  // One key per choice of plan and chart: a double click or a retry after a lost answer starts one chat.
  const attempt = useRef<{ choice: string; key: string } | null>(null);

  if (astrologer.isError) {
    return (
      <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        {serverReason(astrologer.error, m.ch_load_failed())}
      </p>
    );
  }
  if (!astrologer.data) return <LoadingPage />;
  const a = astrologer.data;
  // Free first minutes are a first chat's only (the server decides; this is what it will decide).
  const freeMinutes = kind === "chat" ? (pricing.data?.freeChatMinutes ?? 0) : 0;
  const discountBp = pricing.data?.packs[kind].discountBp;
  const service = { astrologer: a.id, service: kind, ...(kind === "chat" ? {} : { kind }) };

  async function start() {
    if (starting || chartChoice === NEW_CHART) return;
    const choice = `${plan}|${chartChoice}`;
    if (attempt.current?.choice !== choice) attempt.current = { choice, key: newIdempotencyKey() };
    setStarting(true);
    setFailure(null);
    try {
      const created = await createConsultation({ astrologerId: a.id, kind, plan, chartId: chartChoice || null }, attempt.current.key);
      await navigate({ to: "/chat/$id", params: { id: created.id } });
    } catch (err) {
      const shortfallPaise = shortfallOf(err);
      if (shortfallPaise !== null) setFailure({ kind: "short", shortfallPaise });
      else if (err instanceof HttpError && err.status === 409) setFailure({ kind: "open", message: serverReason(err, m.ch_start_failed()), consultationId: openConsultationOf(err) });
      else setFailure({ kind: "other", message: serverReason(err, m.ch_start_failed()) });
      setStarting(false);
    }
  }

  async function saveBirth(search: BirthSearch) {
    try {
      const saved = await saveChart(chartBodyOf(search, search.name?.trim() || m.ch_chart_default_name(), "self"));
      await queryClient.invalidateQueries({ queryKey: ["/api/charts"] });
      setChartChoice(saved.id);
    } catch (err) {
      toast({ title: m.ch_chart_save_failed(), description: serverReason(err, m.ch_chart_save_failed()), variant: "destructive" });
    }
  }

  const planButton = (value: ConsultationPlan, title: string, body: ReactNode, testId: string) => (
    <button
      type="button"
      role="radio"
      aria-checked={plan === value}
      onClick={() => setPlan(value)}
      data-testid={testId}
      className={`rounded-xl border-2 p-3 text-left ${plan === value ? "border-brand-600 bg-brand-50" : "border-gray-200 bg-white hover:border-brand-300"}`}
    >
      <span className="block font-semibold">{title}</span>
      <span className="mt-1 block text-sm text-gray-700">{body}</span>
    </button>
  );

  return (
    <div className="mt-4 grid gap-4">
      <section className="flex items-center gap-3 rounded-xl border border-gray-200 bg-white p-4" data-testid="start-astrologer">
        <span aria-hidden="true" className="relative flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-700">
          {a.name.charAt(0).toUpperCase()}
          {a.image && <img src={a.image} alt="" width="48" height="48" className="absolute inset-0 h-12 w-12 rounded-full object-cover" onError={(e) => (e.currentTarget.style.display = "none")} />}
        </span>
        <div className="min-w-0">
          <p className="font-semibold">{a.name}</p>
          <p className={`text-sm ${a.isOnline ? "text-green-700" : "text-gray-500"}`}>{a.isOnline ? m.astrologer_online() : m.astrologer_offline()}</p>
        </div>
      </section>

      <fieldset className="grid gap-2" data-testid="plan-picker">
        <legend className="mb-2 text-lg font-semibold">{m.ch_plan_title()}</legend>
        <div role="radiogroup" aria-label={m.ch_plan_title()} className="grid gap-2 sm:grid-cols-2">
          {planButton(
            "per-minute",
            m.ch_plan_per_minute(),
            <>
              {kind === "chat" ? m.ch_rate({ rate: formatRupees(a.ratePerMinute) }) : kind === "video" ? m.call_rate_video({ rate: formatRupees(a.videoRatePerMinute) }) : m.call_rate_call({ rate: formatRupees(a.callRatePerMinute) })}
              {freeMinutes > 0 && <span className="mt-1 block font-medium text-green-700">{m.ch_plan_free_first({ minutes: formatNumber(freeMinutes) })}</span>}
              {kind !== "chat" && <span className="mt-1 block text-gray-600">{m.call_free_chat_only()}</span>}
            </>,
            "plan-per-minute",
          )}
          {planButton(
            "pack-20",
            pack.data ? m.ch_plan_pack_title({ minutes: formatNumber(pack.data.minutes), percent: discountBp === undefined ? "" : percentOf(discountBp) }) : m.ch_plan_pack(),
            <>
              {pack.data && (
                <>
                  <span className="font-semibold">{formatPaise(pack.data.pricePaise)}</span> <s className="text-gray-500">{formatPaise(pack.data.originalPricePaise)}</s>{" "}
                </>
              )}
              <span className="mt-1 block">{m.ch_plan_pack_note()}</span>
            </>,
            "plan-pack",
          )}
        </div>
        {/* The pack's price, from the server's quote; it can also be bought now and used later. */}
        {pack.data && (
          <div className="mt-2">
            <PackSummary quote={pack.data} astrologerName={a.name} discountBp={discountBp}>
              <AppLink {...checkoutLink(a.id, kind)} className="btn-outline mt-2 w-full text-center">
                {m.pk_proceed()}
              </AppLink>
            </PackSummary>
          </div>
        )}
      </fieldset>

      <section className="rounded-xl border border-gray-200 bg-white p-4">
        <label className="block">
          <span className="text-lg font-semibold">{m.ch_chart_pick_title()}</span>
          <span className="mt-1 block text-sm text-gray-600">{m.ch_chart_pick_body()}</span>
          <select className="field mt-2" value={chartChoice} onChange={(e) => setChartChoice(e.currentTarget.value)} data-testid="chart-picker">
            <option value={NO_CHART}>{m.ch_chart_none_option()}</option>
            {charts.data?.charts.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} · {c.date}
              </option>
            ))}
            <option value={NEW_CHART}>{m.ch_chart_new_option()}</option>
          </select>
        </label>
        {chartChoice === NEW_CHART && (
          <div className="mt-3">
            <BirthForm target="/payment" submitLabel={m.ch_chart_save()} onBirth={saveBirth} testId="start-birth-form" />
          </div>
        )}
      </section>

      {wallet.data && (
        <p className="flex justify-between gap-3 rounded-lg bg-brand-50 px-3 py-2" data-testid="payment-balance">
          <span>{m.ch_balance()}</span>
          <span className="font-semibold">{formatPaise(wallet.data.balancePaise, "balance")}</span>
        </p>
      )}

      {!a.isOnline && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="start-offline">
          {m.pk_offline_notice({ name: a.name })}
        </p>
      )}

      {failure && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800" data-testid="start-error" data-kind={failure.kind}>
          {failure.kind === "short" ? (
            <>
              <p className="font-medium">{m.pk_short_by({ amount: formatPaise(failure.shortfallPaise, "balance") })}</p>
              <AppLink {...topUpLink(failure.shortfallPaise, { to: "/payment", search: service })} className="btn-primary mt-3">
                {m.pk_add_to_wallet({ amount: formatRupees(Math.ceil(failure.shortfallPaise / 100)) })}
              </AppLink>
            </>
          ) : (
            <>
              <p>{failure.message}</p>
              {failure.kind === "open" && (
                <span data-testid="open-consultation">
                  <AppLink to={failure.consultationId ? `/chat/${failure.consultationId}` : "/consultations"} className="btn-outline mt-3 bg-white">
                    {m.ch_go_to_open()}
                  </AppLink>
                </span>
              )}
            </>
          )}
        </div>
      )}

      {kind !== "chat" && (
        <p className="text-sm text-gray-600" data-testid="call-devices-note">
          {m.call_devices_note({ camera: kind === "video" ? m.call_devices_camera() : "" })}
        </p>
      )}

      <button
        type="button"
        className="btn-primary w-full py-3 text-base"
        disabled={!a.isOnline || starting || chartChoice === NEW_CHART}
        onClick={() => void start()}
        data-testid="start"
      >
        {starting ? m.ch_starting() : kind === "call" ? m.call_start_button_call() : kind === "video" ? m.call_start_button_video() : m.ch_start()}
      </button>
    </div>
  );
}
