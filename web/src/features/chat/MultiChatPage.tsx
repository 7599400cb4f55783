/**
 * `/multi-chat`: the astrologer's running and waiting chats at once, each a live conversation
 * with its own socket. On a phone one shows at a time under a switcher; from 1024 px they sit
 * side by side. Each tab counts the user's messages that arrived while it was out of view.
 */
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { AppLink } from "../../components/AppLink";
import { LoadingPage } from "../../components/Status";
import { formatNumber } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { serverReason } from "../wallet/errors";
import { usePageHeading } from "../wallet/heading";
import { astrologerOpenQueryOptions, type ChatLine, consultationQueryOptions, type ConsultationSummary } from "./api";
import { ChatSession } from "./ChatPage";
import { unreadAfter } from "./format";

/** New sessions appear without a reload: the list is read again this often. */
const LIST_REFRESH_MS = 15_000;
const wide = "(min-width: 1024px)";

function useWide(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const query = window.matchMedia(wide);
      query.addEventListener("change", listener);
      return () => query.removeEventListener("change", listener);
    },
    () => window.matchMedia(wide).matches,
  );
}

export function MultiChatPage() {
  const heading = usePageHeading();
  const list = useQuery({ ...astrologerOpenQueryOptions(), refetchInterval: LIST_REFRESH_MS });
  const sessions = list.data?.consultations ?? [];
  const [selected, setSelected] = useState<string | null>(null);
  const current = sessions.find((s) => s.id === selected)?.id ?? sessions[0]?.id ?? null;
  const isWide = useWide();
  const [unread, setUnread] = useState<Record<string, number>>({});
  const onUnread = useCallback((id: string, count: number) => setUnread((u) => (u[id] === count ? u : { ...u, [id]: count })), []);

  return (
    <div data-testid="multi-chat-page">
      <h1 className="text-2xl font-bold">{heading ?? m.ch_multi_title()}</h1>
      {list.isError ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800" data-testid="multi-chat-error">
          {serverReason(list.error, m.ch_load_failed())}
        </p>
      ) : !list.data ? (
        <LoadingPage />
      ) : sessions.length === 0 ? (
        <div className="mt-4 rounded-xl border border-gray-200 bg-white p-5" data-testid="multi-chat-empty">
          <p className="text-gray-700">{m.ch_multi_none()}</p>
          <AppLink to="/astrologer-dashboard" className="btn-primary mt-3">
            {m.ch_multi_dashboard()}
          </AppLink>
        </div>
      ) : (
        <>
          <div role="tablist" aria-label={m.ch_multi_switcher()} className="mt-3 flex gap-2 overflow-x-auto pb-1 lg:hidden" data-testid="multi-chat-tabs">
            {sessions.map((s) => (
              <button
                key={s.id}
                type="button"
                role="tab"
                aria-selected={s.id === current}
                className={`flex shrink-0 items-center gap-2 rounded-full border px-3 py-1.5 text-sm ${s.id === current ? "border-brand-600 bg-brand-50 font-semibold text-brand-800" : "border-gray-200 bg-white"}`}
                onClick={() => setSelected(s.id)}
                data-testid="multi-chat-tab"
                data-id={s.id}
              >
                {s.userName}
                {(unread[s.id] ?? 0) > 0 && (
                  <span className="rounded-full bg-red-600 px-1.5 text-xs font-bold text-white" data-testid="unread" aria-label={m.ch_unread({ count: formatNumber(unread[s.id]!) })}>
                    {formatNumber(unread[s.id]!)}
                  </span>
                )}
              </button>
            ))}
          </div>
          <div className={`mt-3 grid gap-4 ${sessions.length === 1 ? "mx-auto max-w-3xl" : sessions.length === 2 ? "lg:grid-cols-2" : "lg:grid-cols-2 xl:grid-cols-3"}`}>
            {sessions.map((s) => (
              <Column key={s.id} summary={s} inView={isWide || s.id === current} onUnread={onUnread} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

function Column({ summary, inView, onUnread }: { summary: ConsultationSummary; inView: boolean; onUnread: (id: string, count: number) => void }) {
  const consultation = useQuery(consultationQueryOptions(summary.id));
  const [seen, setSeen] = useState(0);
  const [lines, setLines] = useState<readonly ChatLine[]>([]);
  const { newest, unread: count } = unreadAfter(lines, seen);
  useEffect(() => {
    if (inView && newest > seen) setSeen(newest);
  }, [inView, newest, seen]);
  useEffect(() => onUnread(summary.id, inView ? 0 : count), [summary.id, inView, count, onUnread]);
  return (
    <section className={`${inView ? "block" : "hidden"} rounded-xl border border-gray-200 bg-white p-3 lg:block`} aria-label={summary.userName} data-testid="multi-chat-column" data-id={summary.id}>
      <div className="mb-2 text-right">
        <AppLink to={`/chat/${summary.id}`} className="text-sm font-medium text-brand-700 hover:underline">
          {m.ch_multi_open()}
        </AppLink>
      </div>
      {consultation.data ? (
        <ChatSession data={consultation.data} compact inView={inView} onLines={setLines} />
      ) : consultation.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {serverReason(consultation.error, m.ch_load_failed())}
        </p>
      ) : (
        <LoadingPage />
      )}
    </section>
  );
}
