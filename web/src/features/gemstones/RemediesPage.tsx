/**
 * /remedies: the remedies a birth chart calls for (`GET /api/gemstones/remedies`): each weak
 * graha and each dosha present, with mantra, charity, fast, worship, conduct and the stone,
 * each linking back to the chart (/kundli with the same birth) and to /gemstones.
 */
import { getRouteApi } from "@tanstack/react-router";
import { type GrahaId, grahaNames } from "@jyotish/terms/grahas";
import { AppLink } from "../../components/AppLink";
import type { BirthSearch, KundliSearch } from "../../components/kundli-search";
import { currentLocale } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { type RemediesAnswer, remediesQueryOptions } from "./api";
import { birthOf, Card, Facts, Rule, ToolLinks, ToolPage } from "./shared";

const route = getRouteApi("/remedies");

type PlanetRemedies = RemediesAnswer["weakPlanets"][number]["remedies"];
type DoshaId = RemediesAnswer["doshas"][number]["id"];

const doshaName: Record<DoshaId, () => string> = {
  manglik: m.rem_dosha_manglik,
  "kaal-sarp": m.rem_dosha_kaal_sarp,
  pitra: m.rem_dosha_pitra,
  "sade-sati": m.rem_dosha_sade_sati,
  dhaiya: m.rem_dosha_dhaiya,
};
/** Where the chart page shows each dosha: the dosha calculators, or the kundli's doshas section. */
const doshaPage: Record<DoshaId, string> = { manglik: "/kundli", "kaal-sarp": "/kundli", pitra: "/kundli", "sade-sati": "/sade-sati", dhaiya: "/sade-sati" };

export function RemediesPage() {
  const search = route.useSearch() as KundliSearch;
  return (
    <ToolPage path="/remedies" testId="remedies" search={search} submitLabel={m.rem_submit()} query={remediesQueryOptions}>
      {(data, birth) => (
        <>
          <Reading data={data} birth={birth} />
          <ToolLinks
            search={birth}
            links={[
              { to: "/kundli", label: m.rem_see_chart(), testId: "rem-chart-link" },
              { to: "/gemstones", label: m.rem_see_gemstones(), testId: "rem-gemstones-link" },
            ]}
          />
        </>
      )}
    </ToolPage>
  );
}

function Reading({ data, birth }: { data: RemediesAnswer; birth: BirthSearch }) {
  const locale = currentLocale();
  const graha = (id: string) => grahaNames[id as GrahaId][locale];
  return (
    <>
      {data.none && (
        <p className="rounded-xl border border-green-200 bg-green-50 p-4 text-green-900" data-testid="rem-none">
          {data.none}
        </p>
      )}
      <Card id="rem-weak" title={m.rem_weak_planets()} note={data.weakPlanets.length === 0 ? m.rem_no_weak() : undefined}>
        <div className="grid gap-4 lg:grid-cols-2">
          {data.weakPlanets.map((w) => (
            <article key={w.planet} className="rounded-lg border border-gray-200 p-3" data-testid="rem-planet" data-planet={w.planet}>
              <h3 className="text-lg font-semibold text-brand-800">{graha(w.planet)}</h3>
              <ul className="mt-1 list-disc pl-5 text-sm text-gray-800">
                {w.reasons.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
              <PlanetRemedyFacts r={w.remedies} birth={birth} />
              <p className="mt-2 text-sm">
                <AppLink to="/kundli" search={birthOf(birth)} className="text-brand-700 underline">
                  <span data-testid="rem-planet-chart-link">{m.rem_in_chart()}</span>
                </AppLink>
              </p>
            </article>
          ))}
        </div>
      </Card>
      <Card id="rem-doshas" title={m.rem_doshas()} note={data.doshas.length === 0 ? m.rem_no_dosha() : undefined}>
        <div className="space-y-4">
          {data.doshas.map((d) => (
            <article key={d.id} className="rounded-lg border border-gray-200 p-3" data-testid="rem-dosha" data-dosha={d.id}>
              <h3 className="text-lg font-semibold text-brand-800">{doshaName[d.id]()}</h3>
              <p className="mt-1 text-sm text-gray-800">{d.why}</p>
              <h4 className="mt-2 text-sm font-semibold">{m.rem_remedies()}</h4>
              <ul className="list-disc pl-5 text-sm">
                {d.remedies.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
              {d.planets.map((p) => (
                <div key={p.planet} className="mt-3 border-t border-gray-100 pt-2">
                  <p className="text-sm font-semibold">{graha(p.planet)}</p>
                  <PlanetRemedyFacts r={p} birth={birth} />
                </div>
              ))}
              <p className="mt-2 text-sm">
                <AppLink to={doshaPage[d.id]} search={birthOf(birth)} className="text-brand-700 underline">
                  <span data-testid="rem-dosha-chart-link">{m.rem_in_chart()}</span>
                </AppLink>
              </p>
            </article>
          ))}
        </div>
      </Card>
      <Rule text={data.rule} testId="rem-rule" />
    </>
  );
}

function PlanetRemedyFacts({ r, birth }: { r: PlanetRemedies; birth: BirthSearch }) {
  return (
    <div className="mt-3">
      <Facts
        rows={[
          [
            m.rem_mantra(),
            <>
              <span className="font-medium">{r.mantra}</span>
              <br />
              <span className="text-gray-600 italic">{r.transliteration}</span>
              <br />
              <span className="text-gray-600">{r.japa}</span>
            </>,
          ],
          [m.rem_charity(), r.charity],
          [m.rem_fast(), r.fast],
          [m.rem_deity(), r.deity],
          [m.rem_conduct(), r.conduct],
          [
            m.rem_gemstone(),
            <>
              {r.gem}{" "}
              <AppLink to="/gemstones" search={birthOf(birth)} className="text-brand-700 underline">
                {m.rem_gemstones_page()}
              </AppLink>
            </>,
          ],
        ]}
      />
    </div>
  );
}
