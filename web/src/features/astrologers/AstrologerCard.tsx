import type { ReactNode } from "react";
import { AppLink } from "../../components/AppLink";
import { callIcons, LineIcon } from "../../components/LineIcon";
import { Tooltip } from "../../components/Tooltip";
import { m } from "../../paraglide/messages.js";
import { formatNumber, formatPaise, formatRupees, languageName } from "../../i18n/runtime";
import type { Astrologer } from "./queries";
import { specialtyLabel } from "./specialties";

/**
 * The photo, else the server's generated portrait (`image` names one for every astrologer), over
 * the name's first letter, which shows when the picture cannot load (spec §3). The spec's
 * /astrologer-images/{slug}.jpg step is gone: no such files exist, and each miss logged a 404.
 */
function Avatar({ astrologer }: { astrologer: Astrologer }) {
  return (
    <span aria-hidden="true" className="relative flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-700">
      {astrologer.name.charAt(0).toUpperCase()}
      {astrologer.image && (
        <img
          src={astrologer.image}
          alt=""
          width="56"
          height="56"
          loading="lazy"
          className="absolute inset-0 h-14 w-14 rounded-full object-cover"
          // Not React state: hiding the broken picture uncovers the letter, and that is all.
          onError={(e) => (e.currentTarget.style.display = "none")}
        />
      )}
    </span>
  );
}

/** Drawn, not a ★ character: the page fonts have no such glyph. */
function StarIcon() {
  return (
    <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" className="inline-block align-[-2px] text-amber-500">
      <path fill="currentColor" d="M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z" />
    </svg>
  );
}

export interface AstrologerCardProps {
  astrologer: Astrologer;
  onStartChat: (a: Astrologer) => void;
  onBook: (a: Astrologer) => void;
  /** Voice and video calls with an online astrologer (issue 26); no buttons when absent. */
  onStartCall?: (a: Astrologer, kind: "call" | "video") => void;
  /** h1 on the profile page, h2 in lists. */
  headingLevel?: "h1" | "h2";
  /** Show the whole bio instead of three lines. */
  fullBio?: boolean;
  /** A further action under the card's buttons (the packages page's link to the astrologer's packs). */
  footer?: ReactNode;
}

export function AstrologerCard({ astrologer, onStartChat, onStartCall, onBook, headingLevel = "h2", fullBio = false, footer }: AstrologerCardProps) {
  const a = astrologer;
  const Heading = headingLevel;
  return (
    <article data-testid="astrologer-card" className="flex flex-col rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <div className="flex gap-3">
        <div className="relative self-start">
          <Avatar astrologer={a} />
          <span
            aria-hidden="true"
            className={`absolute bottom-0 right-0 h-3.5 w-3.5 rounded-full border-2 border-white ${a.isOnline ? "bg-green-500" : "bg-gray-400"}`}
          />
        </div>
        <div className="min-w-0 flex-1">
          <Heading className="text-base font-semibold leading-snug">
            {headingLevel === "h1" ? (
              a.name
            ) : (
              <AppLink to={`/astrologer/${a.slug}`} className="hover:text-brand-700 hover:underline">
                {a.name}
              </AppLink>
            )}
          </Heading>
          <p className={`text-sm font-medium ${a.isOnline ? "text-green-700" : "text-gray-500"}`} data-testid="astrologer-status">
            {a.isOnline ? m.astrologer_online() : m.astrologer_offline()}
          </p>
          <p className="text-sm text-gray-600">{m.astrologer_experience({ years: formatNumber(a.experience) })}</p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-y border-gray-100 py-2">
        <p className="text-sm">
          <span aria-label={m.astrologer_rating({ rating: formatNumber(a.rating, 1) })}>
            <StarIcon /> <span className="font-semibold">{formatNumber(a.rating, 1)}</span>
          </span>{" "}
          <span className="text-gray-500">· {m.astrologer_reviews({ count: a.reviews, shown: formatNumber(a.reviews) })}</span>
        </p>
        <p className="text-base font-bold text-brand-700">{m.astrologer_rate({ price: formatRupees(a.ratePerMinute) })}</p>
        {onStartCall && (
          <p className="w-full text-sm text-gray-700" data-testid="astrologer-call-rates">
            {m.call_rate_call({ rate: formatRupees(a.callRatePerMinute) })} · {m.call_rate_video({ rate: formatRupees(a.videoRatePerMinute) })}
          </p>
        )}
        <p className="w-full text-sm text-gray-700" data-testid="astrologer-chat-pack">
          {m.pricing_chat_pack({
            minutes: formatNumber(a.chatPack.minutes),
            price: formatPaise(a.chatPack.pricePaise),
            originalPrice: formatPaise(a.chatPack.originalPricePaise),
          })}
        </p>
      </div>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={m.astrologers_specialty_label()}>
        {a.specialties.map((s) => (
          <li key={s} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
            {specialtyLabel(s)}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-gray-600">{m.astrologer_languages({ languages: a.languages.map(languageName).join(", ") })}</p>
      <p className={`mt-2 text-sm text-gray-700 ${fullBio ? "" : "line-clamp-3"}`}>{a.bio}</p>
      <div className="mt-auto grid grid-cols-2 gap-2 pt-4">
        {a.isOnline ? (
          <button type="button" className="btn-primary" onClick={() => onStartChat(a)}>
            {m.astrologer_start_chat()}
          </button>
        ) : (
          <Tooltip text={m.astrologer_offline_hint()} className="w-full">
            <button type="button" className="btn-primary pointer-events-none w-full" disabled>
              {m.astrologer_start_chat()}
            </button>
          </Tooltip>
        )}
        <button type="button" className="btn-outline" onClick={() => onBook(a)}>
          {m.astrologer_book()}
        </button>
        {onStartCall && a.isOnline && (
          <>
            <button type="button" className="btn-outline gap-1.5" onClick={() => onStartCall(a, "call")} aria-label={m.call_start_call_label({ name: a.name })} data-testid="start-call">
              <LineIcon d={callIcons.phone} size={16} />
              {m.call_start_call()}
            </button>
            <button type="button" className="btn-outline gap-1.5" onClick={() => onStartCall(a, "video")} aria-label={m.call_start_video_label({ name: a.name })} data-testid="start-video">
              <LineIcon d={callIcons.camera} size={16} />
              {m.call_start_video()}
            </button>
          </>
        )}
      </div>
      {footer}
    </article>
  );
}
