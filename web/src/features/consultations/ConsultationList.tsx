/**
 * A consultation list of `GET /api/consultations`, a page per "Load more" (each page its own
 * query keyed by its cursor, so the pages shown stay as they were while the next loads), and the
 * row that the user's and the astrologer's lists share.
 */
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { AppLink } from "../../components/AppLink";
import { usePageMeta } from "../../app/page-meta";
import { useRouterState } from "@tanstack/react-router";
import { currentLocale, formatPaise } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { type ConsultationsFilter, consultationsQueryOptions, type ConsultationSummary } from "./api";
import { costNothing, endReasonLabel, formatDuration, formatWhen, statusLabel } from "./format";

/** The page's heading from its metadata (the same text as its title, in the page's language). */
export function PageHeading({ fallback }: { fallback: string }) {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const heading = usePageMeta(path, currentLocale()).meta?.heading;
  return <h1 className="text-2xl font-bold sm:text-3xl">{heading ?? fallback}</h1>;
}

/** A titled list in a white card: the consultation and booking pages stack these. */
export function ListSection({ id, title, className = "mt-6", children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3 rounded-2xl border border-gray-200 bg-white px-4">{children}</div>
    </section>
  );
}

const statusTone: Record<ConsultationSummary["status"], string> = {
  requested: "bg-amber-100 text-amber-900",
  active: "bg-green-100 text-green-800",
  ended: "bg-gray-100 text-gray-700",
  declined: "bg-red-50 text-red-800",
  expired: "bg-gray-100 text-gray-700",
  cancelled: "bg-gray-100 text-gray-700",
};

export function StatusBadge({ status }: { status: ConsultationSummary["status"] }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[status]}`} data-testid="ad-status" data-status={status}>
      {statusLabel(status, currentLocale())}
    </span>
  );
}

const linkClass = "font-medium text-brand-700 underline-offset-2 hover:underline";

/**
 * One consultation: who with, when, how long, what it cost (the user) or earned (the astrologer),
 * its status, and the links that fit it: an open one to its room, an ended one to its receipt
 * (the room shows it after the end) and transcript.
 */
export function ConsultationRow({ consultation: c, extra }: { consultation: ConsultationSummary; extra?: ReactNode }) {
  const locale = currentLocale();
  const astrologerView = c.viewerSide === "astrologer";
  const open = c.status === "requested" || c.status === "active";
  const reason = endReasonLabel(c, locale);
  const amount = astrologerView ? c.astrologerSharePaise : c.amountPaise;
  return (
    <li className="py-3" data-testid="ad-consultation" data-id={c.id} data-status={c.status}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0 flex-1">
          <p className="break-words font-semibold">{astrologerView ? c.userName : c.astrologer.name}</p>
          <p className="text-sm text-gray-600">
            <time dateTime={c.startedAt ?? c.requestedAt}>{formatWhen(c.startedAt ?? c.requestedAt, locale)}</time>
            {c.servedSeconds > 0 && (
              <>
                {" · "}
                <span className="whitespace-nowrap" data-testid="ad-duration">
                  {formatDuration(c.servedSeconds, locale)}
                </span>
              </>
            )}
          </p>
        </div>
        <div className="text-right">
          <StatusBadge status={c.status} />
          <p className="mt-1 text-sm tabular-nums" data-testid="ad-amount">
            {costNothing(c.status) ? (
              <span className="text-gray-600">{m.ad_nothing_charged()}</span>
            ) : open ? (
              <span className="text-gray-600">{m.ad_rate_per_minute({ rate: formatPaise(c.ratePerMinutePaise) })}</span>
            ) : (
              <>
                <span className="sr-only">{astrologerView ? m.ad_earned() : m.ad_charged()} </span>
                {formatPaise(amount, "balance")}
              </>
            )}
          </p>
        </div>
      </div>
      {reason && <p className="mt-1 text-xs text-gray-600">{reason}</p>}
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {open && (
          <AppLink to={`/chat/${c.id}`} className={linkClass}>
            {c.status === "active" ? m.ad_open_chat() : m.ad_open_request()}
          </AppLink>
        )}
        {c.status === "ended" && !astrologerView && (
          <AppLink to={`/chat/${c.id}`} className={linkClass}>
            {m.ad_receipt()}
          </AppLink>
        )}
        {c.status === "ended" && (
          <AppLink to={`/clean-chat/${c.id}`} className={linkClass}>
            {m.ad_transcript()}
          </AppLink>
        )}
      </p>
      {extra}
    </li>
  );
}

/** The rows of one further page (the first page is the list's own, already read). */
function ListPage({ filter, cursor, render }: { filter: ConsultationsFilter; cursor: string; render: (c: ConsultationSummary) => ReactNode }) {
  const page = useQuery(consultationsQueryOptions(filter, cursor));
  return page.data ? page.data.consultations.map(render) : null;
}

/**
 * The consultations of `filter`, newest first, with "Load more" while the server has more.
 * `render` draws a row (the default `ConsultationRow`); `keep` leaves some out (the chat history
 * shows ended sessions only); `empty` shows when the first page has none.
 */
export function ConsultationList({
  filter,
  empty,
  testId,
  render = (c) => <ConsultationRow key={c.id} consultation={c} />,
  keep = () => true,
}: {
  filter: ConsultationsFilter;
  empty: ReactNode;
  testId: string;
  render?: (c: ConsultationSummary) => ReactNode;
  keep?: (c: ConsultationSummary) => boolean;
}) {
  const first = useQuery(consultationsQueryOptions(filter));
  const [cursors, setCursors] = useState<string[]>([]);
  const last = useQuery(consultationsQueryOptions(filter, cursors.at(-1) ?? null));
  const nextCursor = last.data?.nextCursor ?? null;
  const loadingMore = cursors.length > 0 && last.isFetching;
  const draw = (c: ConsultationSummary) => (keep(c) ? render(c) : null);
  if (first.isPending) {
    return (
      <p className="py-6 text-center text-gray-600" role="status">
        {m.ad_loading()}
      </p>
    );
  }
  if (first.isError) {
    return (
      <p className="py-6 text-center text-red-700" role="alert">
        {m.ad_list_failed()}
      </p>
    );
  }
  const shown = first.data.consultations.filter(keep);
  if (shown.length === 0 && !first.data.nextCursor) {
    return (
      <div className="py-6 text-center text-gray-700" data-testid={`${testId}-empty`}>
        {empty}
      </div>
    );
  }
  return (
    <>
      <ul className="divide-y divide-gray-100" data-testid={testId}>
        {first.data.consultations.map(draw)}
        {cursors.map((cursor) => (
          <ListPage key={cursor} filter={filter} cursor={cursor} render={draw} />
        ))}
      </ul>
      {(nextCursor || loadingMore) && (
        <div className="border-t border-gray-100 py-3 text-center">
          <button
            type="button"
            className="btn-outline"
            disabled={loadingMore || !nextCursor}
            onClick={() => nextCursor && setCursors((shown) => [...shown, nextCursor])}
            data-testid={`${testId}-more`}
          >
            {loadingMore ? m.ad_loading() : m.ad_load_more()}
          </button>
        </div>
      )}
    </>
  );
}
