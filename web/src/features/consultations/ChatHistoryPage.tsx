/**
 * `/dashboard/chat`: the user's past chats with their transcripts. Each ended chat opens (a
 * disclosure) to its first lines, read from `GET /api/consultations/:id` only when opened, with
 * links to the whole transcript and the receipt.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { AppLink } from "../../components/AppLink";
import { currentLocale } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { consultationQueryOptions, type ConsultationSummary } from "./api";
import { ConsultationList, ConsultationRow, PageHeading } from "./ConsultationList";
import { firstLines, formatClock } from "./format";

/** Lines of conversation the preview shows. */
const PREVIEW_LINES = 4;

function TranscriptPreview({ consultation: c }: { consultation: ConsultationSummary }) {
  const locale = currentLocale();
  const answer = useQuery(consultationQueryOptions(c.id));
  if (answer.isPending) {
    return (
      <p className="py-2 text-sm text-gray-600" role="status">
        {m.ad_loading()}
      </p>
    );
  }
  if (answer.isError) {
    return (
      <p className="py-2 text-sm text-red-700" role="alert">
        {m.ad_transcript_failed()}
      </p>
    );
  }
  const { lines, more } = firstLines(answer.data.transcript, PREVIEW_LINES);
  if (lines.length === 0) return <p className="py-2 text-sm text-gray-600">{m.ad_transcript_empty()}</p>;
  return (
    <ol className="space-y-2 py-2 text-sm" data-testid="ad-preview">
      {lines.map((line) => (
        <li key={line.seq} className="break-words">
          <span className="font-semibold">{line.sender === "user" ? m.ad_you() : c.astrologer.name}</span>{" "}
          <time className="text-xs text-gray-500" dateTime={line.createdAt}>
            {formatClock(line.createdAt, locale)}
          </time>
          <p className="whitespace-pre-line text-gray-800">{line.body}</p>
        </li>
      ))}
      {more && <li className="text-gray-500">…</li>}
    </ol>
  );
}

function ChatRow({ consultation: c }: { consultation: ConsultationSummary }) {
  const [open, setOpen] = useState(false);
  return (
    <ConsultationRow
      consultation={c}
      extra={
        <details className="mt-2 rounded-lg bg-gray-50 px-3" onToggle={(e) => setOpen(e.currentTarget.open)} data-testid="ad-chat-details">
          <summary className="cursor-pointer py-2 text-sm font-medium text-brand-700" data-testid="ad-chat-toggle">
            {m.ad_show_first_lines()}
          </summary>
          {open && (
            <>
              <TranscriptPreview consultation={c} />
              <p className="pb-3 text-sm">
                <AppLink to={`/clean-chat/${c.id}`} className="font-medium text-brand-700 underline">
                  {m.ad_whole_transcript()}
                </AppLink>
              </p>
            </>
          )}
        </details>
      }
    />
  );
}

export function ChatHistoryPage() {
  return (
    <div className="mx-auto max-w-3xl" data-testid="chat-history-page">
      <PageHeading fallback={m.ad_chat_history_title()} />
      <p className="mt-2 text-gray-700">{m.ad_chat_history_intro()}</p>
      <div className="mt-6 rounded-2xl border border-gray-200 bg-white px-4">
        <ConsultationList
          filter={{ role: "user", status: "past" }}
          testId="ad-chats"
          keep={(c) => c.kind === "chat" && c.status === "ended"}
          render={(c) => <ChatRow key={c.id} consultation={c} />}
          empty={
            <>
              <p>{m.ad_chats_empty()}</p>
              <AppLink to="/astrologers" className="btn-primary mt-4">
                {m.ad_find_astrologer()}
              </AppLink>
            </>
          }
        />
      </div>
      <p className="mt-4 text-sm">
        <AppLink to="/consultations" className="font-medium text-brand-700 underline">
          {m.ad_all_consultations()}
        </AppLink>
      </p>
    </div>
  );
}
