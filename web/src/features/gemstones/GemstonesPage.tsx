/**
 * /gemstones: the stones a birth chart calls for (`GET /api/gemstones`): the lagna, the
 * functional benefics and malefics with the rule that made each, the recommended stones with
 * substitutes, finger, metal, day and weight, the stones to avoid and the cautions. Before a
 * birth is given, a guide to the stones of each of the twelve lagnas, from the same engine.
 */
import { getRouteApi } from "@tanstack/react-router";
import { functionalRoles } from "@jyotish/gemstones/functional";
import { gemNames } from "@jyotish/gemstones/names";
import { stones } from "@jyotish/gemstones/stones";
import { stonesForLagna } from "@jyotish/gemstones";
import { type GrahaId, grahaNames } from "@jyotish/terms/grahas";
import { signIds, signNames } from "@jyotish/terms/signs";
import type { KundliSearch } from "../../components/kundli-search";
import { currentLocale } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { type GemstonesAnswer, gemstonesQueryOptions } from "./api";
import { Card, Facts, Rule, ToolLinks, ToolPage } from "./shared";

const route = getRouteApi("/gemstones");

const natureLabel = { yogakaraka: m.gem_nature_yogakaraka, benefic: m.gem_nature_benefic, neutral: m.gem_nature_neutral, malefic: m.gem_nature_malefic } as const;
const natureTone = {
  yogakaraka: "bg-green-100 text-green-900 border-green-300",
  benefic: "bg-green-50 text-green-800 border-green-200",
  neutral: "bg-gray-50 text-gray-800 border-gray-200",
  malefic: "bg-red-50 text-red-800 border-red-200",
} as const;

export function GemstonesPage() {
  const search = route.useSearch() as KundliSearch;
  return (
    <ToolPage path="/gemstones" testId="gemstones" search={search} submitLabel={m.gem_submit()} query={gemstonesQueryOptions} before={<LagnaGuide />}>
      {(data, birth) => (
        <>
          <Reading data={data} />
          <ToolLinks
            search={birth}
            links={[
              { to: "/remedies", label: m.gem_remedies_link(), testId: "gem-remedies-link" },
              { to: "/kundli", label: m.gem_chart_link(), testId: "gem-chart-link" },
            ]}
          />
        </>
      )}
    </ToolPage>
  );
}

function Reading({ data }: { data: GemstonesAnswer }) {
  const locale = currentLocale();
  const graha = (id: string) => grahaNames[id as GrahaId][locale];
  const sign = (id: string) => signNames[id as (typeof signIds)[number]][locale];
  return (
    <>
      <p className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-lg" data-testid="gem-lagna">
        {m.gem_your_lagna({ sign: sign(data.lagna.sign), lord: graha(data.lagna.lord) })}
      </p>

      <Card id="gem-recommended" title={m.gem_recommended()}>
        <div className="grid gap-4 md:grid-cols-2">
          {data.recommendations.map((r) => (
            <article key={r.planet} className="rounded-lg border border-gray-200 p-3" data-testid="gem-stone" data-purposes={r.purposes.join(" ")}>
              <h3 className="text-lg font-semibold text-brand-800">
                {r.stone.name} <span className="text-sm font-normal text-gray-600">· {graha(r.planet)}</span>
              </h3>
              <ul className="mt-1 list-disc pl-5 text-sm">
                {r.reasons.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
              {r.strengthen && (
                <p className="mt-2 rounded border border-amber-200 bg-amber-50 px-2 py-1 text-sm text-amber-900">
                  {m.gem_strengthen()} {r.weaknesses.join("; ")}
                </p>
              )}
              <div className="mt-3">
                <Facts
                  rows={[
                    [m.gem_substitutes(), r.stone.substitutes.join(", ")],
                    [m.gem_finger(), r.stone.finger],
                    [m.gem_metal(), r.stone.metals],
                    [m.gem_day(), r.stone.day],
                    [m.gem_weight(), r.stone.weight],
                    [m.gem_not_with(), r.stone.notWith.join(", ")],
                  ]}
                />
              </div>
            </article>
          ))}
        </div>
      </Card>

      <Card id="gem-natures" title={m.gem_natures()}>
        <ul className="space-y-2">
          {data.roles.map((r) => (
            <li key={r.planet} className="flex flex-col gap-1 border-b border-gray-100 pb-2 sm:flex-row sm:items-start sm:gap-3" data-testid="gem-role" data-nature={r.nature}>
              <span className="flex shrink-0 items-center gap-2 sm:w-56">
                <span className="font-semibold">{graha(r.planet)}</span>
                <span className={`rounded border px-2 py-0.5 text-xs font-semibold ${natureTone[r.nature]}`}>{natureLabel[r.nature]()}</span>
                {r.maraka && <span className="rounded border border-gray-300 px-2 py-0.5 text-xs">{m.gem_maraka()}</span>}
              </span>
              <span className="text-sm text-gray-800">
                {r.reason}. <span className="text-gray-600">{m.gem_placed({ sign: sign(r.sign), house: String(r.house) })}</span>
              </span>
            </li>
          ))}
        </ul>
      </Card>

      <Card id="gem-cautions" title={m.gem_cautions()}>
        {data.avoid.length > 0 && (
          <p className="mb-3 font-medium text-red-800" data-testid="gem-avoid">
            {m.gem_avoid()} {data.avoid.map((a) => a.name).join(", ")}
          </p>
        )}
        <ul className="list-disc space-y-2 pl-5 text-sm">
          {data.cautions.map((c) => (
            <li key={c} data-testid="gem-caution">
              {c}
            </li>
          ))}
        </ul>
      </Card>

      <Rule text={data.rule} testId="gem-rule" />
    </>
  );
}

/** The twelve lagnas' stones, before a birth is given: the same rules, without a chart. */
function LagnaGuide() {
  const locale = currentLocale();
  const gem = (planet: GrahaId) => `${gemNames[stones[planet].gem][locale]} · ${grahaNames[planet][locale]}`;
  return (
    <Card id="gem-guide" title={m.gem_guide()} note={m.gem_guide_note()}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {signIds.map((id, lagna) => {
          const wanted = stonesForLagna(lagna);
          const pick = (purpose: "life" | "intellect" | "fortune") => wanted.find((w) => w.purposes.includes(purpose))!.planet;
          const yogakaraka = wanted.find((w) => w.purposes.includes("yogakaraka"))?.planet;
          const avoid = functionalRoles(lagna).filter((r) => r.nature === "malefic");
          return (
            <li key={id} className="rounded-lg border border-gray-200 p-3 text-sm" data-testid="gem-guide-lagna">
              <h3 className="mb-1 font-semibold text-brand-800">{m.gem_guide_lagna({ sign: signNames[id][locale] })}</h3>
              <Facts
                compact
                rows={[
                  [m.gem_life(), gem(pick("life"))],
                  [m.gem_intellect(), gem(pick("intellect"))],
                  [m.gem_fortune(), gem(pick("fortune"))],
                  ...(yogakaraka ? [[m.gem_nature_yogakaraka(), grahaNames[yogakaraka][locale]] as [string, string]] : []),
                  [m.gem_avoid_short(), avoid.map((r) => gemNames[stones[r.planet].gem][locale]).join(", ")],
                ]}
              />
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-xs text-gray-600">{m.gem_guide_rule()}</p>
    </Card>
  );
}
