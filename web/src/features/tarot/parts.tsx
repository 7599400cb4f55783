/** Pieces the tarot pages share: a drawn card with its texts, the loading and error boxes, the note on what tarot is for. */
import type { UseQueryResult } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import type { DrawAnswer } from "@contract/tarot";
import { m } from "../../paraglide/messages.js";
import { CardArt } from "./CardArt";

type Card = DrawAnswer["cards"][number]["card"];

export function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  return (
    <div aria-live="polite" aria-busy={query.isPending}>
      {query.isPending && <p className="py-6 text-center text-gray-500">{m.tarot_loading()}</p>}
      {query.isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {m.tarot_error()}
        </p>
      )}
      {query.data !== undefined && children(query.data)}
    </div>
  );
}

export function Disclaimer() {
  return <p className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">{m.tarot_disclaimer()}</p>;
}

const reducedMotion = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Whether the `index`th card is shown yet: cards turn up one after another, 0.15 s apart (the
 * eleventh and later with the tenth, so a long list is never slow to fill), unless the reader asked for reduced motion (then all at once, without movement).
 */
export function useRevealed(index: number, key: string): boolean {
  const [shown, setShown] = useState(() => reducedMotion());
  useEffect(() => {
    if (reducedMotion()) return setShown(true);
    setShown(false);
    const timer = setTimeout(() => setShown(true), 80 + Math.min(index, 10) * 150);
    return () => clearTimeout(timer);
  }, [index, key]);
  return shown;
}

/** A card face with its name, orientation, keywords and meaning (`heading` above: the place it lies in). */
export function DrawnCard({ card, index, revealKey, heading, note, text }: { card: Card; index: number; revealKey: string; heading?: ReactNode; note?: string; text?: string }) {
  const shown = useRevealed(index, revealKey);
  return (
    <li className="flex gap-3 rounded-xl border border-gray-200 bg-white p-3 sm:p-4" data-testid="tarot-card" data-card={card.id} data-reversed={card.reversed}>
      <div className={`w-24 shrink-0 sm:w-28 transition-all duration-500 motion-reduce:transition-none ${shown ? "opacity-100 translate-y-0" : "opacity-0 -translate-y-2"}`}>
        <CardArt id={card.id} reversed={card.reversed} className="h-auto w-full drop-shadow-sm" />
      </div>
      <div className="min-w-0 flex-1">
        {heading}
        <h3 className="text-lg font-semibold leading-snug" data-testid="tarot-card-name">
          {card.name}
        </h3>
        <p className={`mt-0.5 inline-block rounded-full px-2 py-0.5 text-xs font-medium ${card.reversed ? "bg-gray-100 text-gray-700" : "bg-brand-50 text-brand-800"}`}>
          {card.reversed ? m.tarot_reversed() : m.tarot_upright()}
        </p>
        <p className="mt-2 text-sm text-gray-600">{card.keywords.join(" · ")}</p>
        {text && <p className="mt-2 leading-relaxed text-gray-900" data-testid="tarot-card-text">{text}</p>}
        <p className={`mt-2 leading-relaxed ${text ? "text-sm text-gray-700" : "text-gray-900"}`} data-testid="tarot-meaning">
          {card.meaning}
        </p>
        {note && <p className="mt-2 text-xs text-gray-500">{note}</p>}
      </div>
    </li>
  );
}
