/**
 * /tarot-reading: choose a spread, shuffle and draw. The seed comes from crypto.getRandomValues
 * in this browser and goes into the URL (`?spread=…&seed=…`), so the address reopens the same
 * cards anywhere; the API lays them out (`GET /api/tarot/draw`).
 */
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { usePageMeta } from "../../app/page-meta";
import { currentLocale } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { type DrawAnswer, drawQueryOptions, newSeed, type SpreadId, spreadChoices } from "./api";
import { Disclaimer, DrawnCard, Loaded } from "./parts";

export const spreadLabel: Record<SpreadId, () => string> = {
  single: m.tarot_spread_single,
  three: m.tarot_spread_three,
  "celtic-cross": m.tarot_spread_celtic,
};

export function ReadingPage({ spread = "three", seed }: { spread?: SpreadId; seed?: string }) {
  const locale = currentLocale();
  const { meta } = usePageMeta("/tarot-reading", locale);
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<SpreadId>(spread);
  const reading = useQuery({ ...drawQueryOptions(spread, seed ?? "", locale), enabled: seed !== undefined });
  const draw = () => void navigate({ to: ".", search: { spread: chosen, seed: newSeed() } as never, resetScroll: false });
  return (
    <article data-testid="tarot-page">
      <h1 className="text-2xl font-bold sm:text-3xl">{meta?.heading}</h1>
      {meta && <p className="mt-2 max-w-3xl text-gray-700">{meta.description}</p>}
      <section className="mt-5 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
        <fieldset>
          <legend className="font-semibold">{m.tarot_spread_label()}</legend>
          <div className="mt-3 flex flex-wrap gap-2" role="radiogroup">
            {spreadChoices.map((id) => (
              <button
                key={id}
                type="button"
                role="radio"
                aria-checked={chosen === id}
                data-spread={id}
                onClick={() => setChosen(id)}
                className={`btn border ${chosen === id ? "border-brand-600 bg-brand-600 text-white" : "border-gray-300 bg-white text-gray-800 hover:border-brand-400"}`}
              >
                {spreadLabel[id]()}
              </button>
            ))}
          </div>
        </fieldset>
        <p className="mt-3 text-sm text-gray-600">{m.tarot_prompt()}</p>
        <button type="button" className="btn-primary mt-4 px-5 py-2.5 text-base" onClick={draw} data-testid="tarot-draw">
          {seed ? m.tarot_draw_again() : m.tarot_draw()}
        </button>
      </section>
      {seed !== undefined && (
        <section className="mt-6" aria-label={m.tarot_reading_title()}>
          <Loaded query={reading}>{(answer) => <Reading answer={answer} />}</Loaded>
        </section>
      )}
      <Disclaimer />
    </article>
  );
}

function Reading({ answer }: { answer: DrawAnswer }) {
  const [copied, setCopied] = useState<"idle" | "done" | "failed">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(location.href);
      setCopied("done");
    } catch {
      setCopied("failed");
    }
  };
  const wide = answer.cards.length > 3;
  return (
    <div data-testid="tarot-reading" data-seed={answer.seed} data-spread={answer.spread}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{answer.spreadName}</h2>
        <div className="flex items-center gap-2">
          <button type="button" className="btn-outline" onClick={() => void copy()} data-testid="tarot-copy-link">
            {m.tarot_copy_link()}
          </button>
          <span role="status" className="text-sm text-gray-600">
            {copied === "done" ? m.tarot_link_copied() : copied === "failed" ? m.tarot_copy_failed() : ""}
          </span>
        </div>
      </div>
      <p className="mt-1 text-sm text-gray-600">{m.tarot_share_note()}</p>
      <ol className={`mt-4 grid grid-cols-1 gap-3 ${wide ? "md:grid-cols-2" : answer.cards.length === 3 ? "lg:grid-cols-3" : ""}`}>
        {answer.cards.map(({ position, card }, i) => (
          <DrawnCard
            key={`${answer.seed}${i}`}
            card={card}
            index={i}
            revealKey={answer.seed}
            heading={
              <p className="text-sm font-semibold text-brand-700" data-testid="tarot-position">
                {answer.cards.length > 1 ? `${position.index + 1}. ` : ""}
                {position.name}
                <span className="block font-normal text-gray-600">{position.question}</span>
              </p>
            }
          />
        ))}
      </ol>
      <dl className="mt-5 space-y-2 text-sm text-gray-700">
        <dt className="font-semibold">{m.tarot_source()}</dt>
        <dd>{answer.source}</dd>
        <dt className="font-semibold">{m.tarot_method()}</dt>
        <dd className="break-words">{answer.method}</dd>
      </dl>
    </div>
  );
}
