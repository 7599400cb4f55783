import { useQuery } from "@tanstack/react-query";
import { rashiSlugs, signIds, signNames } from "@jyotish/terms/signs";
import { AppLink } from "../../components/AppLink";
import { currentLocale } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { transitsQueryOptions } from "../horoscope/api";
import { signContentQueryOptions, yearInIndia } from "./api";
import { PageHeading } from "./parts";
import { SignFactsList } from "./SignFacts";
import { sunMonths } from "./transits";

/** /zodiac-signs: the twelve rashis with their facts, this year's solar months and a link to each sign's page. */
export function ZodiacSignsPage() {
  const locale = currentLocale();
  const year = yearInIndia();
  const content = useQuery(signContentQueryOptions(locale)).data;
  // The Sun's dates come with the year's transits; the cards stand without them.
  const transits = useQuery(transitsQueryOptions(year, locale));
  const sun = transits.data ? sunMonths(transits.data.events) : {};
  return (
    <article data-testid="zodiac-signs-page">
      <PageHeading />
      {content && (
        <ol className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {signIds.map((sign) => (
            <li key={sign} className="flex flex-col rounded-xl border border-gray-200 bg-white p-4" data-testid={`sign-card-${sign}`}>
              <h2 className="text-lg font-semibold">
                {signNames[sign][locale]}
                <span className="ml-2 text-sm font-normal text-gray-500">{locale === "en" ? signNames[sign].hi : signNames[sign].en}</span>
              </h2>
              <div className="mt-3 flex-1">
                <SignFactsList sign={sign} content={content} sun={sun[sign]} />
              </div>
              <AppLink to={`/rashi/${rashiSlugs[sign]}`} className="mt-4 self-start text-sm font-semibold text-brand-700 hover:underline">
                {m.signs_about({ sign: signNames[sign][locale] })} →
              </AppLink>
            </li>
          ))}
        </ol>
      )}
      {transits.data && <p className="mt-6 text-sm text-gray-600">{m.signs_sun_note({ year: String(year) })}</p>}
    </article>
  );
}
