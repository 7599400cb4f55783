import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useMemo } from "react";
import * as v from "valibot";
import { AstrologerCard } from "../features/astrologers/AstrologerCard";
import { filterAstrologers, specialtiesOf } from "../features/astrologers/filter";
import { astrologersQueryOptions } from "../features/astrologers/queries";
import { useFreeChatMinutes } from "../features/astrologers/free-minutes";
import { withFreeChatOffer } from "../features/astrologers/free-offer";
import { useConsultActions } from "../features/astrologers/startChat";
import { specialtyLabel } from "../features/astrologers/specialties";
import { formatNumber } from "../i18n/runtime";
import { m } from "../paraglide/messages.js";

/** The listing's filters live in the URL so they survive reloads and can be shared. */
const searchSchema = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(80))), undefined),
  specialty: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(40))), undefined),
  online: v.fallback(v.optional(v.boolean()), undefined),
});

export const Route = createFileRoute("/astrologers")({
  validateSearch: searchSchema,
  loader: ({ context }) => context.queryClient.ensureQueryData(astrologersQueryOptions()),
  component: AstrologersPage,
});

function AstrologersPage() {
  const { data: astrologers } = useSuspenseQuery(astrologersQueryOptions());
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const filter = { search: search.q ?? "", specialty: search.specialty ?? "", onlineOnly: search.online ?? false };
  const shown = useMemo(
    () => filterAstrologers(astrologers, filter, specialtyLabel),
    [astrologers, filter.search, filter.specialty, filter.onlineOnly],
  );
  const specialties = useMemo(() => specialtiesOf(astrologers), [astrologers]);

  const setSearch = (patch: Partial<typeof search>) =>
    navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true, resetScroll: false });

  const { startChat, book } = useConsultActions();
  const freeMinutes = useFreeChatMinutes();

  return (
    <div>
      <h1 className="text-2xl font-bold sm:text-3xl">{m.astrologers_title()}</h1>
      <p className="mt-1 max-w-3xl text-gray-600">
        {withFreeChatOffer(m.astrologers_intro(), freeMinutes)}
      </p>

      <form role="search" className="mt-5 grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_16rem_auto] sm:items-end" onSubmit={(e) => e.preventDefault()}>
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
            <AstrologerCard key={a.id} astrologer={a} onStartChat={startChat} onBook={book} />
          ))}
        </div>
      )}
    </div>
  );
}
