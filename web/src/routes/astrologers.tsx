import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useMemo } from "react";
import * as v from "valibot";
import { AstrologerCard } from "../features/astrologers/AstrologerCard";
import { filterAstrologers, specialtiesOf } from "../features/astrologers/filter";
import { astrologersQueryOptions } from "../features/astrologers/queries";
import { astrologerSorts } from "@contract/astrologer-sorts";
import { useFreeChatMinutes } from "../features/astrologers/free-minutes";
import { withFreeChatOffer } from "../features/astrologers/free-offer";
import { useConsultActions } from "../features/astrologers/startChat";
import { specialtyLabel } from "../features/astrologers/specialties";
import { formatNumber, languageName } from "../i18n/runtime";
import { m } from "../paraglide/messages.js";

/**
 * Languages offered in the filter: the site's four, then others the astrologers speak. Labels
 * come from Intl.DisplayNames in the page's language (`languageName`).
 */
const filterLanguages = ["hi", "ta", "te", "en", "bn", "gu", "kn", "ml", "mr", "pa", "sa"] as const;

const sortLabels = {
  price_asc: m.market_sort_price_asc,
  price_desc: m.market_sort_price_desc,
  rating: m.market_sort_rating,
  experience: m.market_sort_experience,
} satisfies Record<(typeof astrologerSorts)[number], () => string>;

/**
 * The listing's filters live in the URL so they survive reloads and can be shared. `language`
 * and `sort` are applied by the server (GET /api/astrologers); the rest narrows what it sent.
 * The schema stays loose (it is in the first chunk); `serverFilter` keeps what the server takes.
 */
const searchSchema = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(80))), undefined),
  specialty: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(40))), undefined),
  online: v.fallback(v.optional(v.boolean()), undefined),
  language: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(40))), undefined),
  sort: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(40))), undefined),
});

/** A sort the server knows, else the default order (undefined). */
const knownSort = (sort: string | undefined) => astrologerSorts.find((known) => known === sort);

/** The server's part of the filter (`&language=ta&sort=price_asc`): an ISO 639-1 code and a known sort only. */
function serverFilter({ language, sort }: { language?: string; sort?: string }): string {
  const params = new URLSearchParams();
  if (language && /^[a-z]{2}$/.test(language)) params.set("language", language);
  const order = knownSort(sort);
  if (order) params.set("sort", order);
  const query = params.toString();
  return query ? `&${query}` : "";
}

export const Route = createFileRoute("/astrologers")({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ language: search.language, sort: search.sort }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(astrologersQueryOptions(serverFilter(deps))),
  component: AstrologersPage,
});

function AstrologersPage() {
  const search = Route.useSearch();
  const { data: astrologers } = useSuspenseQuery(astrologersQueryOptions(serverFilter(search)));
  const navigate = useNavigate({ from: Route.fullPath });
  const filter = { search: search.q ?? "", specialty: search.specialty ?? "", onlineOnly: search.online ?? false };
  const shown = useMemo(
    () => filterAstrologers(astrologers, filter, specialtyLabel),
    [astrologers, filter.search, filter.specialty, filter.onlineOnly],
  );
  const specialties = useMemo(() => specialtiesOf(astrologers), [astrologers]);

  const setSearch = (patch: Partial<typeof search>) =>
    navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true, resetScroll: false });

  const { startChat, startCall, book } = useConsultActions();
  const freeMinutes = useFreeChatMinutes();

  return (
    <div>
      <h1 className="text-2xl font-bold sm:text-3xl">{m.astrologers_title()}</h1>
      <p className="mt-1 max-w-3xl text-gray-600">
        {withFreeChatOffer(m.astrologers_intro(), freeMinutes)}
      </p>

      <form
        role="search"
        className="mt-5 grid grid-cols-1 gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-[minmax(12rem,1fr)_13rem_11rem_12rem]"
        onSubmit={(e) => e.preventDefault()}
      >
        <label className="block min-w-0">
          <span className="mb-1 block text-sm font-medium">{m.astrologers_search_label()}</span>
          <input
            type="search"
            className="field"
            data-testid="astrologer-search"
            placeholder={m.astrologers_search_placeholder()}
            value={filter.search}
            maxLength={80}
            onChange={(e) => setSearch({ q: e.currentTarget.value || undefined })}
          />
        </label>
        <label className="block min-w-0">
          <span className="mb-1 block text-sm font-medium">{m.astrologers_specialty_label()}</span>
          <select
            className="field"
            data-testid="astrologer-specialty"
            value={filter.specialty}
            onChange={(e) => setSearch({ specialty: e.currentTarget.value || undefined })}
          >
            <option value="">{m.astrologers_specialty_all()}</option>
            {specialties.map((s) => (
              <option key={s} value={s}>
                {specialtyLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <label className="block min-w-0">
          <span className="mb-1 block text-sm font-medium">{m.market_language_label()}</span>
          <select
            className="field"
            data-testid="astrologer-language"
            value={search.language ?? ""}
            onChange={(e) => setSearch({ language: e.currentTarget.value || undefined })}
          >
            <option value="">{m.market_language_all()}</option>
            {filterLanguages.map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </label>
        <label className="block min-w-0">
          <span className="mb-1 block text-sm font-medium">{m.market_sort_label()}</span>
          <select
            className="field"
            data-testid="astrologer-sort"
            value={knownSort(search.sort) ?? ""}
            onChange={(e) => setSearch({ sort: knownSort(e.currentTarget.value) })}
          >
            <option value="">{m.market_sort_default()}</option>
            {astrologerSorts.map((sort) => (
              <option key={sort} value={sort}>
                {sortLabels[sort]()}
              </option>
            ))}
          </select>
        </label>
        <label className="flex cursor-pointer items-center gap-2 py-2 text-sm font-medium">
          <input
            type="checkbox"
            className="h-5 w-5 accent-brand-600"
            data-testid="astrologer-online-only"
            checked={filter.onlineOnly}
            onChange={(e) => setSearch({ online: e.currentTarget.checked || undefined })}
          />
          {m.astrologers_online_only()}
        </label>
      </form>

      <p className="mt-4 text-sm text-gray-600" aria-live="polite" data-testid="astrologer-count">
        {m.astrologers_count({ count: formatNumber(shown.length), total: formatNumber(astrologers.length) })}
      </p>

      {shown.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-gray-300 bg-white p-6 text-center text-gray-600">{m.astrologers_empty()}</p>
      ) : (
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="astrologer-list">
          {shown.map((a) => (
            <AstrologerCard key={a.id} astrologer={a} onStartChat={startChat} onStartCall={startCall} onBook={book} />
          ))}
        </div>
      )}
    </div>
  );
}
