/**
 * `/clean-chat/{id}`: a consultation as a clean transcript to read or print: who spoke with whom
 * and when, every message with its time, the room's events in the reader's language, and the
 * receipt. Printing leaves out the site's header, navigation and footer (theme.css).
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { AppLink } from "../../components/AppLink";
import { LoadingPage } from "../../components/Status";
import { m } from "../../paraglide/messages.js";
import { serverReason } from "../wallet/errors";
import { usePageHeading } from "../wallet/heading";
import { ReceiptCard } from "./AfterSession";
import { type ConsultationAnswer, consultationQueryOptions, linesOfTranscript } from "./api";
import { systemLine } from "./Conversation";
import { dateTime, timeOfDay } from "./format";


export function CleanChatPage({ id }: { id: string }) {
  const heading = usePageHeading();
  const consultation = useQuery({ ...consultationQueryOptions(id), retryOnMount: false });
  // While this page is shown, printing drops the site's chrome and the page's buttons (theme.css).
  useEffect(() => {
    document.documentElement.dataset.print = "transcript";
    return () => void delete document.documentElement.dataset.print;
  }, []);
  return (
    <div className="mx-auto max-w-3xl" data-testid="clean-chat-page">
      <div className="flex flex-wrap items-center justify-between gap-2" data-print="hide">
        <AppLink to={`/chat/${id}`} className="text-sm text-brand-700 hover:underline">
          ← {m.ch_back_to_chat()}
        </AppLink>
        <button type="button" className="btn-primary" onClick={() => window.print()} data-testid="print">
          {m.ch_print()}
        </button>
      </div>
      <h1 className="mt-3 text-2xl font-bold">{heading ?? m.ch_transcript_title()}</h1>
      {consultation.data ? (
        <Transcript data={consultation.data} />
      ) : consultation.isError ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {serverReason(consultation.error, m.ch_load_failed())}
        </p>
      ) : (
        <LoadingPage />
      )}
    </div>
  );
}

function Transcript({ data }: { data: ConsultationAnswer }) {
  const c = data.consultation;
  const lines = linesOfTranscript(data.transcript);
  const nameOf = (from: "user" | "astrologer") => (from === "user" ? c.userName : c.astrologer.name);
  const at = (iso: string | null) => (iso ? dateTime(Date.parse(iso)) : "–");
  return (
    <article className="mt-3" data-testid="transcript">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-gray-600">{m.ch_t_astrologer()}</dt>
        <dd className="font-medium">{c.astrologer.name}</dd>
        <dt className="text-gray-600">{m.ch_t_user()}</dt>
        <dd className="font-medium">{c.userName}</dd>
        <dt className="text-gray-600">{m.ch_t_requested()}</dt>
        <dd>{at(c.requestedAt)}</dd>
        <dt className="text-gray-600">{m.ch_t_started()}</dt>
        <dd>{at(c.startedAt)}</dd>
        <dt className="text-gray-600">{m.ch_t_ended()}</dt>
        <dd>{at(c.endedAt)}</dd>
      </dl>
      {c.status !== "ended" && c.endedAt === null && <p className="mt-3 text-sm text-amber-800">{m.ch_t_running()}</p>}
      <ol className="mt-4 divide-y divide-gray-100 border-y border-gray-200">
        {lines.length === 0 && <li className="py-3 text-gray-600">{m.ch_no_messages()}</li>}
        {lines.map((line) =>
          line.kind === "system" ? (
            <li key={line.seq} className="py-1.5 text-center text-xs text-gray-500" data-testid="transcript-system">
              {timeOfDay(line.atMs)} · {systemLine(line, c.kind)}
            </li>
          ) : (
            <li key={line.seq} className="grid grid-cols-[4.5rem_1fr] gap-2 py-2 [break-inside:avoid]" data-testid="transcript-message" data-seq={line.seq}>
              <span className="text-xs tabular-nums text-gray-500">{timeOfDay(line.atMs)}</span>
              <span>
                <span className="font-semibold">{nameOf(line.from)}:</span> <span className="whitespace-pre-wrap break-words">{line.body}</span>
              </span>
            </li>
          ),
        )}
      </ol>
      {data.receipt && (
        <div className="mt-4 [break-inside:avoid]">
          <ReceiptCard receipt={data.receipt} testId="transcript-receipt" kind={c.kind} />
        </div>
      )}
    </article>
  );
}
