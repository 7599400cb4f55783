/** /tarot-{year} and /year-{year}/tarot: the card of the year for each of the twelve signs (`GET /api/tarot/year`). */
import { useQuery } from "@tanstack/react-query";
import { useLocation } from "@tanstack/react-router";
import { usePageMeta } from "../../app/page-meta";
import { AppLink } from "../../components/AppLink";
import { currentLocale } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { tarotYearQueryOptions } from "./api";
import { Disclaimer, DrawnCard, Loaded } from "./parts";

export function YearTarotPage({ year }: { year: number }) {
  const locale = currentLocale();
  const { pathname } = useLocation();
  const { meta } = usePageMeta(pathname, locale);
  const query = useQuery(tarotYearQueryOptions(year, locale));
  return (
    <article data-testid="tarot-year-page" data-year={year}>
      <h1 className="text-2xl font-bold sm:text-3xl">{meta?.heading}</h1>
      {meta && <p className="mt-2 max-w-3xl text-gray-700">{meta.description}</p>}
      <h2 className="mt-6 text-xl font-semibold">{m.tarot_year_title({ year: String(year) })}</h2>
      <Loaded query={query}>
        {(answer) => (
          <>
            <ol className="mt-4 grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
              {answer.signs.map((s, i) => (
                <DrawnCard
                  key={s.sign}
                  card={s.card}
                  index={i}
                  revealKey={`${year}`}
                  text={s.yearText}
                  heading={
                    <p className="text-sm font-semibold text-brand-700" data-testid="tarot-year-sign">
                      {s.signName}
                    </p>
                  }
                />
              ))}
            </ol>
            <h2 className="mt-6 font-semibold">{m.tarot_method()}</h2>
            <p className="mt-1 text-sm text-gray-700">{answer.method}</p>
          </>
        )}
      </Loaded>
      <AppLink to="/tarot-reading" className="btn-outline mt-5">
        {m.tarot_year_own_reading()}
      </AppLink>
      <Disclaimer />
    </article>
  );
}
