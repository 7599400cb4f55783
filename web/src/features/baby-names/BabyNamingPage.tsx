import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useLocation, useNavigate, useSearch } from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import type { BabyNameRow, BabyNamesAnswer, SyllableRow } from "@contract/baby-names";
import { type NakshatraId, nakshatraIds, nakshatraNames } from "@jyotish/terms/nakshatras";
import { type SignId, signIds, signNames } from "@jyotish/terms/signs";
import { AppLink } from "../../components/AppLink";
import { Field } from "../../components/Field";
import { Select } from "../../components/Select";
import { usePageMeta } from "../../app/page-meta";
import type { Locale } from "../../i18n/locale";
import { currentLocale, formatNumber } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { babyNamesQueryOptions, syllableTableQueryOptions } from "./api";
import { type BabyGender, babyGenders, type BabyNamesSearch, babyNamesSearch, type NameLength, nameLengths, nameNumbers, padaChoices } from "./search";

const any = "any" as const;
type Any = typeof any;

const genderName: Record<BabyGender, () => string> = { girl: m.baby_girl, boy: m.baby_boy, unisex: m.baby_unisex };
const lengthName: Record<NameLength, () => string> = { short: m.baby_short, medium: m.baby_medium, long: m.baby_long };

/** The script a page in this language shows a syllable in first: Devanagari for English and Hindi. */
const syllableIn = (s: { hi: string; ta: string; te: string }, locale: Locale): string => (locale === "ta" ? s.ta : locale === "te" ? s.te : s.hi);

/**
 * /baby-naming: choose the birth nakshatra and pada (or a rashi, or type a syllable), see the
 * starting syllables of the namakshara table and a page of names that begin with them, with
 * their forms in four scripts, meaning and name number; the filters are the URL's search, so a
 * list can be shared. The 108-syllable table and its source are below, folded.
 */
export function BabyNamingPage() {
  const locale = currentLocale();
  const { pathname } = useLocation();
  const { meta } = usePageMeta(pathname, locale);
  const search = babyNamesSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const set = (patch: Partial<BabyNamesSearch>) => {
    const next = babyNamesSearch({ ...search, page: undefined, ...patch });
    void navigate({ to: ".", search: next as never, resetScroll: false, replace: true });
  };
  const names = useQuery(babyNamesQueryOptions(search, locale));

  return (
    <article className="max-w-5xl" data-testid="baby-naming-page">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{meta?.heading}</h1>
        {meta && <p className="mt-2 max-w-3xl text-gray-700">{meta.description}</p>}
      </header>
      <Filters search={search} set={set} locale={locale} />
      <p className="mt-3 text-sm">
        <AppLink to="/nakshatra-finder" className="text-brand-700 underline">
          {m.baby_find_nakshatra()}
        </AppLink>
      </p>
      <Loaded query={names}>
        {(answer) => (
          <>
            <Syllables answer={answer} locale={locale} />
            <Names answer={answer} locale={locale} onPage={(page) => set({ page })} />
            <details className="mt-6 rounded-xl border border-gray-200 bg-white p-4">
              <summary className="cursor-pointer font-semibold">{m.baby_rules_title()}</summary>
              <p className="mt-2 text-sm text-gray-700">{answer.rules.match}</p>
              <p className="mt-2 text-sm text-gray-700">{answer.rules.length}</p>
              <p className="mt-2 text-sm text-gray-700">{answer.rules.number}</p>
            </details>
          </>
        )}
      </Loaded>
      <SyllableTable locale={locale} />
    </article>
  );
}

function Filters({ search, set, locale }: { search: BabyNamesSearch; set: (patch: Partial<BabyNamesSearch>) => void; locale: Locale }) {
  const [typed, setTyped] = useState(search.syllable ?? "");
  useEffect(() => setTyped(search.syllable ?? ""), [search.syllable]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    set({ syllable: typed.trim() || undefined });
  };
  return (
    <form className="mt-5 grid grid-cols-2 gap-3 rounded-xl border border-gray-200 bg-white p-3 sm:gap-4 sm:p-4 lg:grid-cols-4" onSubmit={submit} data-testid="baby-filters">
      <Select<NakshatraId | Any>
        label={m.baby_nakshatra()}
        value={search.nakshatra ?? any}
        options={[any, ...nakshatraIds]}
        onChange={(n) => set({ nakshatra: n === any ? undefined : n, pada: undefined })}
        name={(n) => (n === any ? m.baby_any_nakshatra() : nakshatraNames[n][locale])}
        testId="baby-nakshatra"
      />
      <Select<number | Any>
        label={m.baby_pada()}
        value={search.pada ?? any}
        options={search.nakshatra ? [any, ...padaChoices] : [any]}
        onChange={(p) => set({ pada: p === any ? undefined : p })}
        name={(p) => (p === any ? m.baby_all_padas() : m.baby_pada_n({ n: formatNumber(p) }))}
        testId="baby-pada"
      />
      <Select<SignId | Any>
        label={m.baby_rashi()}
        value={search.rashi ?? any}
        options={[any, ...signIds]}
        onChange={(r) => set({ rashi: r === any ? undefined : r })}
        name={(r) => (r === any ? m.baby_any_rashi() : signNames[r][locale])}
        testId="baby-rashi"
      />
      <Select<BabyGender | Any>
        label={m.baby_gender()}
        value={search.gender ?? any}
        options={[any, ...babyGenders]}
        onChange={(g) => set({ gender: g === any ? undefined : g })}
        name={(g) => (g === any ? m.baby_any_gender() : genderName[g]())}
        testId="baby-gender"
      />
      <Select<NameLength | Any>
        label={m.baby_length()}
        value={search.length ?? any}
        options={[any, ...nameLengths]}
        onChange={(l) => set({ length: l === any ? undefined : l })}
        name={(l) => (l === any ? m.baby_any_length() : lengthName[l]())}
        testId="baby-length"
      />
      <Select<number | Any>
        label={m.baby_number()}
        value={search.number ?? any}
        options={[any, ...nameNumbers]}
        onChange={(n) => set({ number: n === any ? undefined : n })}
        name={(n) => (n === any ? m.baby_any_number() : formatNumber(n))}
        testId="baby-number"
      />
      <Field label={m.baby_syllable()}>
        {(id) => (
          <input
            id={id}
            className="field"
            value={typed}
            maxLength={12}
            placeholder={m.baby_syllable_hint()}
            onChange={(e) => setTyped(e.currentTarget.value)}
            onBlur={() => typed.trim() !== (search.syllable ?? "") && set({ syllable: typed.trim() || undefined })}
            data-testid="baby-syllable"
          />
        )}
      </Field>
      <div className="col-span-2 flex flex-wrap items-end gap-2 lg:col-span-1">
        <button type="submit" className="btn-primary flex-1">
          {m.baby_show()}
        </button>
        <button type="button" className="btn-outline flex-1" onClick={() => set({ nakshatra: undefined, pada: undefined, rashi: undefined, gender: undefined, length: undefined, number: undefined, syllable: undefined })}>
          {m.baby_clear()}
        </button>
      </div>
    </form>
  );
}

function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const badSyllable = query.error && "code" in query.error && query.error.code === "validation_failed";
  return (
    <div className="min-h-[40vh]" aria-live="polite" aria-busy={query.isPending}>
      {query.isPending && <p className="py-6 text-center text-gray-500">{m.baby_loading()}</p>}
      {query.isError && (
        <p role="alert" className="mt-5 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {badSyllable ? m.baby_bad_syllable() : m.baby_error()}
        </p>
      )}
      {query.data !== undefined && children(query.data)}
    </div>
  );
}

function SyllableChip({ s, locale }: { s: SyllableRow; locale: Locale }) {
  return (
    <li className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3" data-testid="baby-chosen-syllable" data-key={s.key}>
      <p className="text-2xl font-bold text-brand-900">
        {syllableIn(s, locale)} <span className="text-base font-medium text-gray-700">{s.latin}</span>
      </p>
      <p className="text-sm text-gray-700">
        {m.baby_pada_of({ nakshatra: s.nakshatraName, pada: formatNumber(s.pada) })} · {s.signName}
      </p>
    </li>
  );
}

function Syllables({ answer, locale }: { answer: BabyNamesAnswer; locale: Locale }) {
  return (
    <section className="mt-6">
      <h2 className="text-lg font-semibold">{m.baby_syllables_title()}</h2>
      {answer.syllables.length === 0 && answer.keys.length === 0 ? (
        <p className="mt-2 text-gray-700">{m.baby_no_syllable()}</p>
      ) : answer.syllables.length === 0 ? (
        <p className="mt-2 text-2xl font-bold text-brand-900">{answer.keys.join(", ")}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-3">
          {answer.syllables.map((s) => (
            <SyllableChip key={`${s.nakshatra}-${s.pada}`} s={s} locale={locale} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Names({ answer, locale, onPage }: { answer: BabyNamesAnswer; locale: Locale; onPage: (page: number) => void }) {
  return (
    <section className="mt-6">
      <h2 className="text-lg font-semibold" data-testid="baby-count" data-total={answer.total}>
        {m.baby_count({ count: formatNumber(answer.total) })}
      </h2>
      {answer.names.length === 0 ? (
        <p className="mt-2 text-gray-700">{m.baby_none()}</p>
      ) : (
        <ul className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {answer.names.map((n) => (
            <NameCard key={`${n.latin}-${n.gender}`} name={n} locale={locale} />
          ))}
        </ul>
      )}
      {answer.pages > 1 && (
        <nav className="mt-4 flex items-center justify-between gap-2" aria-label={m.baby_page({ page: formatNumber(answer.page), pages: formatNumber(answer.pages) })}>
          <button type="button" className="btn-outline" disabled={answer.page <= 1} onClick={() => onPage(answer.page - 1)}>
            {m.baby_prev()}
          </button>
          <span className="text-sm text-gray-700">{m.baby_page({ page: formatNumber(answer.page), pages: formatNumber(answer.pages) })}</span>
          <button type="button" className="btn-outline" disabled={answer.page >= answer.pages} onClick={() => onPage(answer.page + 1)} data-testid="baby-next">
            {m.baby_next()}
          </button>
        </nav>
      )}
    </section>
  );
}

function NameCard({ name, locale }: { name: BabyNameRow; locale: Locale }) {
  const scripts = (["hi", "ta", "te"] as const).map((lang) => ({ lang, text: name[lang] }));
  // The page's own script first; English pages lead with Devanagari.
  scripts.sort((a, b) => Number(b.lang === locale) - Number(a.lang === locale));
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4" data-testid="baby-name" data-latin={name.latin} data-gender={name.gender}>
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-lg font-semibold">{name.latin}</p>
        <span className="shrink-0 rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-700">{genderName[name.gender]()}</span>
      </div>
      <p className="mt-1 flex flex-wrap gap-x-3 text-gray-800">
        {scripts.map((s) => (
          <span key={s.lang} lang={s.lang} data-script={s.lang}>
            {s.text}
          </span>
        ))}
      </p>
      <p className="mt-1 text-sm text-gray-700">{name.meaning}</p>
      <p className="mt-1 text-xs text-gray-500">{m.baby_number_short({ n: formatNumber(name.number) })}</p>
    </li>
  );
}

function SyllableTable({ locale }: { locale: Locale }) {
  const table = useQuery(syllableTableQueryOptions(locale));
  return (
    <details className="mt-6 rounded-xl border border-gray-200 bg-white p-4" data-testid="baby-table">
      <summary className="cursor-pointer font-semibold">{m.baby_table_title()}</summary>
      {table.data && (
        <>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-gray-600">
                  <th className="py-1 pr-3">{m.baby_table_nakshatra()}</th>
                  {padaChoices.map((p) => (
                    <th key={p} className="py-1 pr-3">
                      {m.baby_pada_n({ n: formatNumber(p) })}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {nakshatraIds.map((id, i) => (
                  <tr key={id} className="border-t border-gray-100">
                    <th scope="row" className="py-1 pr-3 text-left font-medium">
                      {table.data.syllables[i * 4]!.nakshatraName}
                    </th>
                    {table.data.syllables.slice(i * 4, i * 4 + 4).map((s) => (
                      <td key={s.pada} className="py-1 pr-3" title={s.signName}>
                        <span className="font-semibold">{syllableIn(s, locale)}</span> <span className="text-gray-600">{s.latin}</span>
                        <span className="block text-xs text-gray-500">{s.signName}</span>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-3 text-sm text-gray-700">
            <span className="font-medium">{m.baby_source()}: </span>
            {table.data.rules.source}
          </p>
        </>
      )}
    </details>
  );
}
