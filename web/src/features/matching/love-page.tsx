import { useQuery } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import * as v from "valibot";
import { useMemo } from "react";
import { type GlossaryLocale, signIds } from "@jyotish/glossary";
import { signLords } from "@jyotish/kundli/chart";
import { bhakootRelation, isBhakootDosha, maitriScore } from "@jyotish/matching/ashtakoot";
import { usePageMeta } from "../../app/page-meta";
import { AppLink } from "../../components/AppLink";
import { Select } from "../../components/Select";
import { LoadingPage } from "../../components/Status";
import { currentLocale } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { type Names, namesIn } from "../kundli/names";
import { type LoveSearch, loveSearchSchema } from "./search";

const route = getRouteApi("/love-compatibility");

type Sign = (typeof signIds)[number];
interface PairText {
  key: string;
  headline: string;
  text: string;
}

/** The 144 texts of one language, fetched only on this page (a chunk per language). */
const loaders: Record<GlossaryLocale, () => Promise<{ default: PairText[] }>> = {
  en: () => import("./love/en.json"),
  hi: () => import("./love/hi.json"),
  ta: () => import("./love/ta.json"),
  te: () => import("./love/te.json"),
};

const elementOf = (i: number) => [m.lv_fire, m.lv_earth, m.lv_air, m.lv_water][i % 4]!();

/**
 * /love-compatibility: sign-to-sign compatibility of the Moon signs for the 144 ordered pairs
 * (his sign, her sign), with original text in four languages and the two figures the full
 * matching computes from the signs alone — bhakoot (their distance) and graha maitri (their
 * lords' friendship) — from the matching engine itself.
 */
export function LoveCompatibilityPage() {
  const locale = currentLocale();
  // Validated here, in the page's own chunk, rather than by the route: the schema stays out of the initial bundle.
  const raw = route.useSearch();
  const search = useMemo(() => v.parse(loveSearchSchema, raw), [raw]);
  const navigate = useNavigate();
  const set = (patch: Partial<LoveSearch>) => void navigate({ to: "/love-compatibility", search: (prev: LoveSearch) => ({ ...prev, ...patch }), resetScroll: false });
  const { meta } = usePageMeta("/love-compatibility", locale);
  const names = namesIn(locale);
  const texts = useQuery({ queryKey: ["love-texts", locale], queryFn: async () => (await loaders[locale]()).default, staleTime: Infinity });
  const man = search.man;
  const woman = search.woman;
  const pair = man && woman ? texts.data?.find((t) => t.key === `${man}-${woman}`) : undefined;
  const signName = (s: Sign) => names.sign(signIds.indexOf(s));
  return (
    <div className="mx-auto max-w-4xl" data-testid="love-page">
      <h1 className="text-2xl font-bold sm:text-3xl">{meta?.heading ?? m.lv_title()}</h1>
      <p className="mt-2 text-gray-700">{meta?.description}</p>
      <div className="mt-5 grid grid-cols-2 gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm">
        <Select label={m.lv_his_sign()} value={man} options={signIds} onChange={(s) => set({ man: s })} name={signName} placeholder={m.lv_choose()} testId="his-sign" />
        <Select label={m.lv_her_sign()} value={woman} options={signIds} onChange={(s) => set({ woman: s })} name={signName} placeholder={m.lv_choose()} testId="her-sign" />
      </div>
      {man && woman ? (
        <article className="mt-5 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-6" data-testid="love-pair">
          <p className="text-sm font-semibold text-brand-700">{m.lv_pair({ man: signName(man), woman: signName(woman) })}</p>
          {texts.isPending ? (
            <LoadingPage />
          ) : (
            pair && (
              <>
                <h2 className="mt-1 text-xl font-bold">{pair.headline}</h2>
                <p className="mt-2 leading-relaxed text-gray-800">{pair.text}</p>
              </>
            )
          )}
          <PairFacts man={man} woman={woman} names={names} />
          <p className="mt-4">
            <AppLink to="/kundli-matching" className="btn-primary text-sm">
              {m.lv_full_match()}
            </AppLink>
          </p>
        </article>
      ) : (
        <p className="mt-5 text-gray-700">{m.lv_pick()}</p>
      )}
      {man && texts.data && (
        <section className="mt-8" aria-labelledby="all-pairs">
          <h2 id="all-pairs" className="text-lg font-semibold">
            {m.lv_his_with_all({ sign: signName(man) })}
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2" data-testid="love-all">
            {signIds.map((w) => {
              const t = texts.data.find((x) => x.key === `${man}-${w}`)!;
              return (
                <li key={w}>
                  <AppLink to="/love-compatibility" search={{ man, woman: w }} className={`block rounded-lg border p-3 text-sm hover:border-brand-400 ${w === woman ? "border-brand-500 bg-brand-50" : "border-gray-200 bg-white"}`}>
                    <span className="font-semibold">{signName(w)}</span>
                    <span className="block text-gray-700">{t.headline}</span>
                  </AppLink>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}

/** What the matching engine reads from the two signs alone. */
function PairFacts({ man, woman, names }: { man: Sign; woman: Sign; names: Names }) {
  const i = signIds.indexOf(man);
  const j = signIds.indexOf(woman);
  const relation = bhakootRelation(i, j);
  const dosha = isBhakootDosha(relation);
  const lords = [signLords[i]!, signLords[j]!] as const;
  return (
    <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-3" data-testid="love-facts">
      <div className="rounded-lg bg-white p-3">
        <dt className="text-gray-600">{m.lv_elements()}</dt>
        <dd className="font-semibold">
          {elementOf(i)} + {elementOf(j)}
        </dd>
      </div>
      <div className="rounded-lg bg-white p-3">
        <dt className="text-gray-600">{m.lv_bhakoot()}</dt>
        <dd className={`font-semibold ${dosha ? "text-red-800" : "text-green-800"}`}>{dosha ? m.lv_bhakoot_bad({ relation }) : m.lv_bhakoot_good({ relation })}</dd>
      </div>
      <div className="rounded-lg bg-white p-3">
        <dt className="text-gray-600">{m.lv_maitri()}</dt>
        <dd className="font-semibold">
          {names.graha(lords[0])} + {names.graha(lords[1])}: {m.lv_points({ points: String(maitriScore(lords[0], lords[1])) })}
        </dd>
      </div>
    </dl>
  );
}
