/**
 * /divination: the divination tools in one index, with a one-card "card of the day" drawn here
 * (a crypto seed, `GET /api/tarot/draw?spread=single`) that opens as a full reading by its link.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { usePageMeta } from "../../app/page-meta";
import { AppLink } from "../../components/AppLink";
import { currentLocale } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { drawQueryOptions, newSeed } from "./api";
import { Disclaimer, DrawnCard, Loaded } from "./parts";

/** The year of the tarot edition to link: this year, within the published editions (2025–2027). */
const editionYear = Math.min(2027, Math.max(2025, new Date().getFullYear()));

/** The tools this index lists: where each lives, its name and what it does. */
const tools: { to: string; search?: Record<string, string>; name: () => string; about: () => string }[] = [
  { to: "/tarot-reading", search: { spread: "three" }, name: m.tarot_tool_three, about: m.tarot_tool_three_about },
  { to: "/tarot-reading", search: { spread: "celtic-cross" }, name: m.tarot_tool_celtic, about: m.tarot_tool_celtic_about },
  { to: `/tarot-${editionYear}`, name: () => m.tarot_tool_year({ year: String(editionYear) }), about: m.tarot_tool_year_about },
  { to: "/numerology", name: m.tarot_tool_numerology, about: m.tarot_tool_numerology_about },
  { to: "/lucky-numbers", name: m.tarot_tool_lucky, about: m.tarot_tool_lucky_about },
  { to: "/palmistry", name: m.tarot_tool_palmistry, about: m.tarot_tool_palmistry_about },
  { to: "/vastu", name: m.tarot_tool_vastu, about: m.tarot_tool_vastu_about },
];

export function DivinationPage() {
  const locale = currentLocale();
  const { meta } = usePageMeta("/divination", locale);
  const [seed, setSeed] = useState<string>();
  const card = useQuery({ ...drawQueryOptions("single", seed ?? "", locale), enabled: seed !== undefined });
  return (
    <article data-testid="divination-page">
      <h1 className="text-2xl font-bold sm:text-3xl">{meta?.heading}</h1>
      {meta && <p className="mt-2 max-w-3xl text-gray-700">{meta.description}</p>}
      <Disclaimer />
      <section className="mt-6 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6" data-testid="card-of-the-day">
        <h2 className="text-xl font-semibold">{m.tarot_day_title()}</h2>
        <p className="mt-1 text-sm text-gray-600">{m.tarot_day_about()}</p>
        <button type="button" className="btn-primary mt-4" onClick={() => setSeed(newSeed())} data-testid="tarot-day-draw">
          {seed ? m.tarot_draw_again() : m.tarot_day_draw()}
        </button>
        {seed !== undefined && (
          <div className="mt-4">
            <Loaded query={card}>
              {(answer) => (
                <>
                  <ol>
                    <DrawnCard card={answer.cards[0]!.card} index={0} revealKey={answer.seed} />
                  </ol>
                  <AppLink to="/tarot-reading" search={{ spread: "single", seed: answer.seed }} className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
                    {m.tarot_day_open()} →
                  </AppLink>
                </>
              )}
            </Loaded>
          </div>
        )}
      </section>
      <section className="mt-8">
        <h2 className="text-xl font-semibold">{m.tarot_tools_title()}</h2>
        <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {tools.map((tool) => (
            <li key={`${tool.to}${tool.search?.spread ?? ""}`}>
              <AppLink to={tool.to} search={tool.search} className="block h-full rounded-xl border border-gray-200 bg-white p-4 hover:border-brand-300">
                <span className="font-semibold text-brand-800">{tool.name()}</span>
                <span className="mt-1 block text-sm text-gray-600">{tool.about()}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
