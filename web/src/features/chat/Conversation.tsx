/**
 * A conversation: the message list (own messages right, the other side's left, the room's
 * events centred in the reader's language), the other side's typing, read marks on one's own
 * messages, and the composer (Enter sends, Shift+Enter starts a line, at most 2,000 characters).
 * Used by /chat/{id} and, once per session, by /multi-chat.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { m } from "../../paraglide/messages.js";
import { formatNumber } from "../../i18n/runtime";
import type { ChatLine, ConsultationKind, SystemCode } from "./api";
import { timeOfDay } from "./format";
import type { PendingMessage } from "./room-socket";

/** The protocol's longest message (`MAX_MESSAGE_LENGTH` of the contract). */
export const MAX_MESSAGE_LENGTH = 2000;
/** At most one typing frame this often. */
const TYPING_EVERY_MS = 3000;

const systemText: Record<SystemCode, () => string> = {
  requested: m.ch_sys_requested,
  accepted: m.ch_sys_accepted,
  declined: m.ch_sys_declined,
  expired: m.ch_sys_expired,
  cancelled: m.ch_sys_cancelled,
  started: m.ch_sys_started,
  paused: m.ch_sys_paused,
  resumed: m.ch_sys_resumed,
  low_balance: m.ch_sys_low_balance,
  topped_up: m.ch_sys_topped_up,
  free_over: m.ch_sys_free_over,
  ended: m.ch_sys_ended,
  as_chat: m.ch_sys_as_chat,
};

/** A call's own wording where a chat's would mislead (the rest reads the same for both). */
const callSystemText: Partial<Record<SystemCode, () => string>> = { requested: m.ch_sys_requested_call, ended: m.ch_sys_ended_call };

export const systemLine = (line: Extract<ChatLine, { kind: "system" }>, kind: ConsultationKind = "chat") =>
  line.code ? ((kind !== "chat" && callSystemText[line.code]) || systemText[line.code])() : line.text;

/** Drawn ticks (the page fonts have no ✓ glyph): one when sent, two when read. */
export function ReadMark({ read }: { read: boolean }) {
  return (
    <span data-testid="read-mark" data-read={read} aria-label={read ? m.ch_read() : m.ch_sent()} className={read ? "text-sky-600" : "text-gray-400"}>
      <svg viewBox="0 0 20 12" width="18" height="11" aria-hidden="true" className="inline-block">
        <path d="M1 6.5l3.5 3.5L11 2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        {read && <path d="M8 9l1 1L16.5 2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />}
      </svg>
    </span>
  );
}

export interface ConversationProps {
  lines: readonly ChatLine[];
  pending?: readonly PendingMessage[];
  viewerSide: "user" | "astrologer";
  /** The other side's name (shown over their messages to screen readers). */
  otherName: string;
  /** The last sequence the other side has read (✓✓ up to it); null: unknown (no marks, as in a stored transcript). */
  otherReadUpTo: number | null;
  otherTyping: boolean;
  /** False: the list only (before the start, after the end). */
  canSend: boolean;
  /** Why the composer is closed, when it is. */
  closedNote?: string;
  onSend?: (body: string) => void;
  onTyping?: () => void;
  /** The viewer has seen everything up to `upTo`. */
  onRead?: (upTo: number) => void;
  /** Tailwind height of the list (the multi-chat's columns are shorter). */
  listClassName?: string;
  /** Chat, call or video: the system lines' wording. */
  kind?: ConsultationKind;
}

export function Conversation({
  lines,
  pending = [],
  viewerSide,
  otherName,
  otherReadUpTo,
  otherTyping,
  canSend,
  closedNote,
  onSend,
  onTyping,
  onRead,
  listClassName = "h-[55vh] min-h-64",
  kind = "chat",
}: ConversationProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const readSent = useRef(0);
  const lastTyping = useRef(0);
  const [draft, setDraft] = useState("");

  // Follow the conversation to its newest line.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lines.length, pending.length, otherTyping]);

  // Read marks: the newest line of the other side, once the page is in view.
  const newestOther = lines.reduce((max, l) => (l.kind === "message" && l.from !== viewerSide ? Math.max(max, l.seq) : max), 0);
  useEffect(() => {
    if (!onRead) return;
    const mark = () => {
      if (document.visibilityState === "visible" && newestOther > readSent.current) {
        readSent.current = newestOther;
        onRead(newestOther);
      }
    };
    mark();
    document.addEventListener("visibilitychange", mark);
    return () => document.removeEventListener("visibilitychange", mark);
  }, [newestOther, onRead]);

  function send() {
    const body = draft.trim();
    if (!body || !canSend || !onSend) return;
    onSend(body);
    setDraft("");
  }

  return (
    <div className="flex min-w-0 flex-col">
      <ol ref={listRef} className={`flex flex-col gap-2 overflow-y-auto rounded-xl border border-gray-200 bg-gray-50 p-3 ${listClassName}`} data-testid="message-list" aria-live="polite">
        {lines.length === 0 && pending.length === 0 && <li className="m-auto text-sm text-gray-500">{m.ch_no_messages()}</li>}
        {lines.map((line) =>
          line.kind === "system" ? (
            <li key={line.seq} data-testid="message-system" data-seq={line.seq} className="mx-auto max-w-[90%] rounded-full bg-white px-3 py-1 text-center text-xs text-gray-600 shadow-sm">
              {systemLine(line, kind)} · {timeOfDay(line.atMs)}
            </li>
          ) : (
            <Bubble key={line.seq} own={line.from === viewerSide} seq={line.seq} body={line.body} atMs={line.atMs} otherName={otherName} read={otherReadUpTo === null ? null : line.seq <= otherReadUpTo} />
          ),
        )}
        {pending.map((p) => (
          <li key={p.clientId} data-testid="message-pending" className="ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-brand-600/70 px-3 py-2 text-white">
            <p className="whitespace-pre-wrap break-words">{p.body}</p>
            <p className="mt-0.5 text-right text-[11px] opacity-80">{m.ch_sending()}</p>
          </li>
        ))}
        {otherTyping && (
          <li data-testid="typing-indicator" className="text-sm italic text-gray-500">
            {m.ch_typing({ name: otherName })}
          </li>
        )}
      </ol>
      {canSend ? (
        <form
          className="mt-2 flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
        >
          <label className="min-w-0 flex-1">
            <span className="sr-only">{m.ch_composer_label()}</span>
            <textarea
              className="field max-h-40 min-h-11 resize-y"
              rows={2}
              maxLength={MAX_MESSAGE_LENGTH}
              placeholder={m.ch_composer_placeholder()}
              data-testid="composer"
              value={draft}
              onChange={(e) => {
                setDraft(e.currentTarget.value);
                const now = Date.now();
                if (onTyping && now - lastTyping.current > TYPING_EVERY_MS) {
                  lastTyping.current = now;
                  onTyping();
                }
              }}
              onKeyDown={(e) => {
                if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
                  e.preventDefault();
                  send();
                }
              }}
            />
            {draft.length > MAX_MESSAGE_LENGTH - 200 && (
              <span className="text-xs text-gray-500" data-testid="composer-count">
                {formatNumber(draft.length)} / {formatNumber(MAX_MESSAGE_LENGTH)}
              </span>
            )}
          </label>
          <button type="submit" className="btn-primary shrink-0 px-4 py-2.5" disabled={!draft.trim()} data-testid="send">
            {m.ch_send()}
          </button>
        </form>
      ) : (
        closedNote && <p className="mt-2 text-center text-sm text-gray-600">{closedNote}</p>
      )}
    </div>
  );
}

function Bubble({ own, seq, body, atMs, otherName, read }: { own: boolean; seq: number; body: string; atMs: number; otherName: string; read: boolean | null }) {
  return (
    <li
      data-testid="message"
      data-seq={seq}
      data-own={own}
      className={`max-w-[85%] rounded-2xl px-3 py-2 shadow-sm ${own ? "ml-auto rounded-br-sm bg-brand-600 text-white" : "mr-auto rounded-bl-sm bg-white text-gray-900"}`}
    >
      {!own && <span className="sr-only">{otherName}: </span>}
      <p className="whitespace-pre-wrap break-words">{body}</p>
      <p className={`mt-0.5 flex items-center justify-end gap-1 text-[11px] ${own ? "text-white/80" : "text-gray-500"}`}>
        {timeOfDay(atMs)}
        {own && read !== null && (
          <span className="rounded bg-white/90 px-0.5">
            <ReadMark read={read} />
          </span>
        )}
      </p>
    </li>
  );
}
