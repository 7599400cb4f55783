/**
 * After a session: the itemised receipt (the server's lines: free minutes, billed minutes ×
 * rate, the pack, the pack's refund, the total with the GST inside it), the rating with an
 * optional review (once), and "report a problem" (a support ticket, answered within 48 hours).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Field } from "../../components/Field";
import { formatNumber, formatPaise } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { serverReason } from "../wallet/errors";
import { consultationQueryOptions, postProblem, postReview, problemTopics, type ConsultationKind, type ProblemTopic, type Receipt } from "./api";
import { clockLabel, durationLabel } from "./format";

type ReceiptLine = Receipt["lines"][number];

function lineLabel(line: ReceiptLine): string {
  const minutes = durationLabel(line.minutes);
  const rate = formatPaise(line.ratePerMinutePaise);
  switch (line.kind) {
    case "free":
      return m.ch_receipt_free({ minutes });
    case "minutes":
      return m.ch_receipt_minutes({ minutes, rate });
    case "pack":
      return m.ch_receipt_pack({ minutes });
    case "pack_refund":
      return m.ch_receipt_pack_refund({ minutes });
  }
}

/** A signed amount: a refund shows with a minus sign. */
const amountOf = (paise: number) => (paise < 0 ? `\u2212${formatPaise(-paise, "balance")}` : formatPaise(paise, "balance"));

/** Whole minutes and the exact clock ("0 minutes (00:40)"): a short session or pause reads as what it was. */
const secondsDuration = (seconds: number) => `${durationLabel(Math.floor(seconds / 60))} (${clockLabel(seconds * 1000)})`;

export function ReceiptCard({ receipt, testId = "receipt", kind = "chat" }: { receipt: Receipt; testId?: string; kind?: ConsultationKind }) {
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-4" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`} className="text-lg font-semibold">
        {m.ch_receipt_title()}
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        {(kind === "chat" ? m.ch_receipt_served : m.ch_receipt_served_call)({ duration: secondsDuration(receipt.servedSeconds) })}
        {receipt.pausedSeconds > 0 && ` · ${m.ch_receipt_paused({ duration: secondsDuration(receipt.pausedSeconds) })}`}
      </p>
      <dl className="mt-3 divide-y divide-gray-100">
        {receipt.lines.map((line, i) => (
          <div key={i} className="flex justify-between gap-3 py-2" data-testid="receipt-line" data-kind={line.kind}>
            <dt className="text-gray-700">{lineLabel(line)}</dt>
            <dd className="tabular-nums">{amountOf(line.amountPaise)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 py-2 font-semibold">
          <dt>{m.ch_receipt_total()}</dt>
          <dd className="tabular-nums" data-testid="receipt-total">
            {formatPaise(receipt.totalPaise, "balance")}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-gray-600" data-testid="receipt-gst">
        {m.ch_receipt_gst({ amount: formatPaise(receipt.gstPaise, "balance") })}
      </p>
    </section>
  );
}

/** Drawn, not a ★ character: the page fonts have no such glyph. */
function Star({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 20 20" width="28" height="28" aria-hidden="true" className={filled ? "text-amber-500" : "text-gray-300"}>
      <path fill="currentColor" d="M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z" />
    </svg>
  );
}

export function Rating({ id, review, kind = "chat" }: { id: string; review: { rating: number; body: string } | null; kind?: ConsultationKind }) {
  const ratingTitle = (kind === "chat" ? m.ch_rating_title : m.ch_rating_title_call)();
  const queryClient = useQueryClient();
  const [rating, setRating] = useState(0);
  const [body, setBody] = useState("");
  const [state, setState] = useState<{ step: "ready" | "sending" } | { step: "failed"; message: string }>({ step: "ready" });
  if (review) {
    return (
      <section className="rounded-xl border border-gray-200 bg-white p-4" data-testid="review-done">
        <h2 className="text-lg font-semibold">{m.ch_rating_thanks()}</h2>
        <p className="mt-1 flex" aria-label={m.ch_rating_value({ rating: formatNumber(review.rating) })}>
          {[1, 2, 3, 4, 5].map((n) => (
            <Star key={n} filled={n <= review.rating} />
          ))}
        </p>
        {review.body && <p className="mt-1 whitespace-pre-wrap text-gray-700">{review.body}</p>}
      </section>
    );
  }
  async function submit() {
    if (!rating || state.step === "sending") return;
    setState({ step: "sending" });
    try {
      await postReview(id, rating, body.trim());
      await queryClient.invalidateQueries({ queryKey: consultationQueryOptions(id).queryKey });
    } catch (err) {
      setState({ step: "failed", message: serverReason(err, m.ch_rating_failed()) });
    }
  }
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-4" aria-labelledby="rating-title" data-testid="rating">
      <h2 id="rating-title" className="text-lg font-semibold">
        {ratingTitle}
      </h2>
      <div role="radiogroup" aria-label={ratingTitle} className="mt-2 flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={rating === n}
            aria-label={m.ch_rating_value({ rating: formatNumber(n) })}
            data-testid={`rating-star-${n}`}
            className="rounded p-0.5"
            onClick={() => setRating(n)}
          >
            <Star filled={n <= rating} />
          </button>
        ))}
      </div>
      <div className="mt-3">
        <Field label={m.ch_review_label()}>
          {(fieldId) => (
            <textarea id={fieldId} className="field" rows={3} maxLength={1000} value={body} onChange={(e) => setBody(e.currentTarget.value)} data-testid="review-body" />
          )}
        </Field>
      </div>
      {state.step === "failed" && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {state.message}
        </p>
      )}
      <button type="button" className="btn-primary mt-3" disabled={!rating || state.step === "sending"} onClick={() => void submit()} data-testid="review-submit">
        {m.ch_review_submit()}
      </button>
    </section>
  );
}

const topicLabel: Record<ProblemTopic, () => string> = {
  billing: m.ch_problem_billing,
  astrologer: m.ch_problem_astrologer,
  technical: m.ch_problem_technical,
  other: m.ch_problem_other,
};

export function ProblemReport({ id, kind = "chat" }: { id: string; kind?: ConsultationKind }) {
  const [open, setOpen] = useState(false);
  const [topic, setTopic] = useState<ProblemTopic>("billing");
  const [body, setBody] = useState("");
  const [ticket, setTicket] = useState<{ ticketId: string; answerWithinHours: number } | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (ticket) {
    return (
      <p role="status" className="rounded-xl border border-green-200 bg-green-50 p-4 text-green-900" data-testid="problem-ticket">
        {m.ch_problem_sent({ ticket: ticket.ticketId, hours: formatNumber(ticket.answerWithinHours) })}
      </p>
    );
  }
  if (!open) {
    return (
      <button type="button" className="justify-self-start text-sm font-medium text-brand-700 underline" onClick={() => setOpen(true)} data-testid="problem-open">
        {m.ch_problem_open()}
      </button>
    );
  }
  async function submit() {
    if (body.trim().length < 3) {
      setError(m.ch_problem_too_short());
      return;
    }
    setSending(true);
    setError(null);
    try {
      setTicket(await postProblem(id, topic, body.trim()));
    } catch (err) {
      setError(serverReason(err, m.ch_problem_failed()));
    } finally {
      setSending(false);
    }
  }
  return (
    <form
      className="rounded-xl border border-gray-200 bg-white p-4"
      data-testid="problem-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 className="text-lg font-semibold">{(kind === "chat" ? m.ch_problem_title : m.ch_problem_title_call)()}</h2>
      <div className="mt-2 grid gap-3">
        <Field label={m.ch_problem_topic()}>
          {(fieldId) => (
            <select id={fieldId} className="field" value={topic} onChange={(e) => setTopic(problemTopics.find((t) => t === e.currentTarget.value) ?? "other")} data-testid="problem-topic">
              {problemTopics.map((t) => (
                <option key={t} value={t}>
                  {topicLabel[t]()}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={m.ch_problem_body()} error={error ?? undefined}>
          {(fieldId) => <textarea id={fieldId} className="field" rows={3} maxLength={2000} value={body} onChange={(e) => setBody(e.currentTarget.value)} data-testid="problem-body" />}
        </Field>
      </div>
      <p className="mt-2 text-sm text-gray-600">{m.ch_problem_sla()}</p>
      <button type="submit" className="btn-primary mt-3" disabled={sending} data-testid="problem-submit">
        {m.ch_problem_submit()}
      </button>
    </form>
  );
}
