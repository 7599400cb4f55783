import { useQuery } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { type Plan, type Rating, type RoomId, type ZoneId, planFromQuery, ratingOf, ratingPoints, ratings, roomIds, roomRules, scorePlan, sourceIds, zoneIds } from "@jyotish/vastu";
import type { VastuContent } from "@jyotish/vastu/content/types";
import { usePageMeta } from "../../app/page-meta";
import { Field } from "../../components/Field";
import { LoadingPage } from "../../components/Status";
import type { Locale } from "../../i18n/locale";
import { currentLocale } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";

const route = getRouteApi("/vastu");

/** Each language's vastu texts, one chunk per language, fetched only on this page. */
const loaders: Record<Locale, () => Promise<{ content: VastuContent }>> = {
  en: () => import("@jyotish/vastu/content/en"),
  hi: () => import("@jyotish/vastu/content/hi"),
  ta: () => import("@jyotish/vastu/content/ta"),
  te: () => import("@jyotish/vastu/content/te"),
};

const ratingLabel: Record<Rating, () => string> = { good: m.vastu_good, acceptable: m.vastu_acceptable, avoid: m.vastu_avoid };
const ratingStyle: Record<Rating, string> = {
  good: "border-green-300 bg-green-50 text-green-900",
  acceptable: "border-amber-300 bg-amber-50 text-amber-900",
  avoid: "border-red-300 bg-red-50 text-red-900",
};

/**
 * /vastu: a floor-plan compass of the eight directions and the Brahmasthan. The user places
 * rooms into zones (tap a room, then a zone; or a select per room), each placement is scored
 * from the rule table of the vastu domain with its remedy when poor, and the plan lives in the
 * address so it can be shared and reloaded.
 */
export function VastuPage() {
  const locale = currentLocale();
  const { meta } = usePageMeta("/vastu", locale);
  const texts = useQuery({ queryKey: ["vastu-texts", locale], queryFn: async () => (await loaders[locale]()).content, staleTime: Infinity });
  const query: Readonly<Record<string, unknown>> = route.useSearch();
  const plan = useMemo(() => planFromQuery(query), [query]);
  const navigate = useNavigate();
  const setPlan = (next: Plan) => void navigate({ to: "/vastu", search: () => next, resetScroll: false, replace: true });
  const place = (room: RoomId, zone: ZoneId | undefined) => {
    const next: Plan = { ...plan };
    if (zone) next[room] = zone;
    else delete next[room];
    setPlan(next);
  };
  const c = texts.data;
  return (
    <div className="mx-auto max-w-5xl" data-testid="vastu-page">
      <h1 className="text-2xl font-bold sm:text-3xl">{meta?.heading ?? m.vastu_title()}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{meta?.description}</p>
      {!c ? (
        <LoadingPage />
      ) : (
        <>
          <p role="note" className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            {c.caution}
          </p>
          <Planner content={c} plan={plan} place={place} />
          <Score content={c} plan={plan} onReset={() => setPlan({})} />
          <ByList content={c} plan={plan} place={place} />
          <Rules content={c} />
        </>
      )}
    </div>
  );
}

function Planner({ content, plan, place }: { content: VastuContent; plan: Plan; place: (room: RoomId, zone: ZoneId | undefined) => void }) {
  const [placing, setPlacing] = useState<RoomId | undefined>();
  const [zoneShown, setZoneShown] = useState<ZoneId | undefined>();
  const roomsIn = (zone: ZoneId) => roomIds.filter((r) => plan[r] === zone);
  const onZone = (zone: ZoneId) => {
    if (placing) {
      place(placing, zone);
      setPlacing(undefined);
    }
    setZoneShown(zone);
  };
  const side = (label: () => string) => (
    <span className="text-sm font-bold text-brand-700" aria-hidden="true">
      {label()}
    </span>
  );
  return (
    <section className="mt-6 grid gap-6 lg:grid-cols-[1fr_minmax(0,26rem)]" aria-labelledby="vastu-plan">
      <div>
        <h2 id="vastu-plan" className="text-lg font-semibold">
          {m.vastu_plan_title()}
        </h2>
        <p className="mt-1 text-sm text-gray-700" data-testid="vastu-hint" aria-live="polite">
          {placing ? m.vastu_placing({ room: content.rooms[placing].name }) : m.vastu_pick_room()}
        </p>
        <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={m.vastu_rooms_title()}>
          {roomIds.map((room) => (
            <button
              key={room}
              type="button"
              aria-pressed={placing === room}
              onClick={() => setPlacing(placing === room ? undefined : room)}
              data-testid={`vastu-room-${room}`}
              className={`rounded-full border px-3 py-1 text-sm ${placing === room ? "border-brand-600 bg-brand-600 text-white" : plan[room] ? "border-brand-300 bg-brand-50" : "border-gray-300 bg-white hover:border-brand-400"}`}
            >
              {content.rooms[room].name}
            </button>
          ))}
        </div>
      </div>
      <div>
        <div className="mx-auto grid max-w-[26rem] grid-cols-[1rem_1fr_1rem] grid-rows-[auto_1fr_auto] items-center gap-1 text-center">
          <span />
          {side(m.vastu_side_n)}
          <Compass />
          {side(m.vastu_side_w)}
          <div className="grid aspect-square grid-cols-3 grid-rows-3 gap-1 rounded-xl border-2 border-brand-700 bg-brand-700 p-1" data-testid="vastu-grid">
            {zoneIds.map((zone) => (
              <button
                key={zone}
                type="button"
                onClick={() => onZone(zone)}
                data-testid={`vastu-zone-${zone}`}
                aria-label={`${content.zones[zone].name}${roomsIn(zone).length ? `: ${roomsIn(zone).map((r) => content.rooms[r].name).join(", ")}` : ""}`}
                className={`flex min-w-0 flex-col items-stretch justify-start gap-0.5 overflow-hidden rounded-md p-1 text-left ${zone === "centre" ? "bg-amber-50" : "bg-white"} ${placing ? "hover:bg-brand-100 ring-brand-400 hover:ring-2" : "hover:bg-gray-50"} ${zoneShown === zone ? "ring-2 ring-brand-500" : ""}`}
              >
                <span className="block text-[0.65rem] font-semibold leading-tight text-gray-700 sm:text-xs">{content.zones[zone].short}</span>
                {roomsIn(zone).map((room) => {
                  const rating = ratingOf(room, zone);
                  return (
                    <span key={room} className={`block truncate rounded border px-1 text-[0.65rem] leading-snug sm:text-xs ${ratingStyle[rating]}`}>
                      {content.rooms[room].name}
                    </span>
                  );
                })}
              </button>
            ))}
          </div>
          {side(m.vastu_side_e)}
          <span />
          {side(m.vastu_side_s)}
          <span />
        </div>
        {zoneShown && (
          <p className="mx-auto mt-2 max-w-[26rem] text-sm text-gray-700" data-testid="vastu-zone-about">
            <span className="font-semibold">{content.zones[zoneShown].name}:</span> {content.zones[zoneShown].about}
          </p>
        )}
      </div>
    </section>
  );
}

/** A small compass rose: the plan is drawn with north at the top. */
function Compass() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" role="img" aria-label={m.vastu_compass()}>
      <circle cx="10" cy="10" r="9" fill="none" stroke="#9a3412" strokeWidth="1" />
      <path d="M10 2 L13 10 L10 9 L7 10 Z" fill="#dc2626" />
      <path d="M10 18 L13 10 L10 11 L7 10 Z" fill="#9ca3af" />
    </svg>
  );
}

function Score({ content, plan, onReset }: { content: VastuContent; plan: Plan; onReset: () => void }) {
  const score = scorePlan(plan);
  const zoneList = (zones: readonly ZoneId[]) => zones.map((z) => content.zones[z].name).join(", ");
  return (
    <section className="mt-8 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6" aria-labelledby="vastu-score" data-testid="vastu-score">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="vastu-score" className="text-lg font-semibold">
          {m.vastu_score_title()}
        </h2>
        <button type="button" className="btn-outline" onClick={onReset} disabled={score.placements.length === 0} data-testid="vastu-reset">
          {m.vastu_reset()}
        </button>
      </div>
      {score.percent === null ? (
        <p className="mt-2 text-gray-700">{m.vastu_empty()}</p>
      ) : (
        <>
          <p className="mt-2">
            <span className="text-4xl font-bold text-brand-700" data-testid="vastu-percent">
              {score.percent}
            </span>
            <span className="text-xl font-semibold text-brand-700">/100</span>
            <span className="ml-3 text-gray-700">{m.vastu_points({ points: String(score.points), max: String(score.maxPoints) })}</span>
          </p>
          <p className="mt-1 text-sm text-gray-600">{m.vastu_share_hint()}</p>
          <ul className="mt-4 space-y-3">
            {score.placements.map((p) => (
              <li key={p.room} className={`rounded-xl border p-3 ${ratingStyle[p.rating]}`} data-testid={`vastu-placement-${p.room}`} data-rating={p.rating}>
                <p className="flex flex-wrap items-baseline justify-between gap-2 font-semibold">
                  <span>
                    {content.rooms[p.room].name} — {content.zones[p.zone].name}
                  </span>
                  <span>
                    {ratingLabel[p.rating]()} · {m.vastu_points_short({ points: String(p.points) })}
                  </span>
                </p>
                <p className="mt-1 text-sm">{content.rooms[p.room].rule}</p>
                {p.rating !== "good" && <p className="mt-1 text-sm font-medium">{m.vastu_better({ zones: zoneList(p.goodZones) })}</p>}
                {p.rating === "avoid" && (
                  <p className="mt-2 rounded-lg bg-white/70 p-2 text-sm" data-testid={`vastu-remedy-${p.room}`}>
                    <span className="font-semibold">{m.vastu_remedy()}: </span>
                    {content.rooms[p.room].remedy}
                  </p>
                )}
                {p.room === "entrance" && <p className="mt-1 text-xs">{content.padaNote}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The same placements as the grid, one select per room, for keyboard and screen-reader users. */
function ByList({ content, plan, place }: { content: VastuContent; plan: Plan; place: (room: RoomId, zone: ZoneId | undefined) => void }) {
  return (
    <section className="mt-8" aria-labelledby="vastu-by-list">
      <h2 id="vastu-by-list" className="text-lg font-semibold">
        {m.vastu_by_list()}
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {roomIds.map((room) => (
          <Field key={room} label={content.rooms[room].name}>
            {(id) => (
              <select id={id} className="field" value={plan[room] ?? ""} onChange={(e) => place(room, zoneIds.find((z) => z === e.currentTarget.value))} data-testid={`vastu-select-${room}`}>
                <option value="">{m.vastu_not_placed()}</option>
                {zoneIds.map((z) => (
                  <option key={z} value={z}>
                    {content.zones[z].name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ))}
      </div>
    </section>
  );
}

/** The rule table the score comes from, with its points and sources. */
function Rules({ content }: { content: VastuContent }) {
  const zonesOf = (room: RoomId, rating: Rating) =>
    zoneIds.filter((z) => (rating === "good" ? roomRules[room].good.includes(z) : rating === "acceptable" ? roomRules[room].acceptable.includes(z) : !roomRules[room].good.includes(z) && !roomRules[room].acceptable.includes(z)));
  return (
    <section className="mt-8" aria-labelledby="vastu-rules">
      <h2 id="vastu-rules" className="text-lg font-semibold">
        {m.vastu_rules_title()}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{m.vastu_rules_points({ good: String(ratingPoints.good), acceptable: String(ratingPoints.acceptable), avoid: String(ratingPoints.avoid) })}</p>
      <div className="mt-3 grid gap-3 md:grid-cols-2" data-testid="vastu-rules">
        {roomIds.map((room) => (
          <article key={room} className="rounded-xl border border-gray-200 bg-white p-3 text-sm">
            <h3 className="font-semibold">{content.rooms[room].name}</h3>
            <dl className="mt-1 space-y-0.5">
              {ratings.map((r) => (
                <div key={r} className="flex gap-1">
                  <dt className="shrink-0 font-medium">{ratingLabel[r]()}:</dt>
                  <dd>{zonesOf(room, r).map((z) => content.zones[z].name).join(", ")}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-1 text-xs text-gray-600">{m.vastu_source({ sources: roomRules[room].sources.map((s) => content.sources[s]).join("; ") })}</p>
          </article>
        ))}
      </div>
      <p className="mt-3 text-sm text-gray-700">{content.padaNote}</p>
      <h3 className="mt-4 font-semibold">{m.vastu_sources_title()}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-gray-700">
        {sourceIds.map((s) => (
          <li key={s}>{content.sources[s]}</li>
        ))}
      </ul>
    </section>
  );
}
