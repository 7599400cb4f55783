/** Pieces the numerology pages share: a number with its working and its meaning. */
import type { ReactNode } from "react";
import type { NumerologyAnswer } from "./api";
import { m } from "../../paraglide/messages.js";

type Sum = { terms: number[]; total: number };
type NumberText = NumerologyAnswer["meanings"][string];

/** The additions that found a number: "1+9+9+0 = 19 → 1+9 = 10 → 1". */
export function workingOf(steps: readonly Sum[], value: number): string {
  if (steps.length === 0) return String(value);
  return steps.map((s) => `${s.terms.join("+")} = ${s.total}`).join(" → ");
}

export function MasterBadge() {
  return <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">{m.num_master()}</span>;
}

export function BigNumber({ value, master }: { value: number; master?: boolean }) {
  return (
    <span className="flex items-center">
      <span className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-full text-2xl font-bold ${master ? "bg-amber-500 text-white" : "bg-brand-600 text-white"}`} data-testid="num-value">
        {value}
      </span>
      {master && <MasterBadge />}
    </span>
  );
}

export function Meaning({ text }: { text: NumberText | undefined }) {
  if (!text) return null;
  return (
    <div className="mt-3 space-y-2 text-sm leading-relaxed text-gray-800">
      <p className="flex flex-wrap gap-1">
        {text.keywords.map((k) => (
          <span key={k} className="rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-800">
            {k}
          </span>
        ))}
      </p>
      <p>{text.character}</p>
      <p>
        <strong>{m.num_strengths()}:</strong> {text.strengths}
      </p>
      <p>
        <strong>{m.num_challenges()}:</strong> {text.challenges}
      </p>
    </div>
  );
}

export function Card({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <li className="flex min-w-0 flex-col rounded-xl border border-gray-200 bg-white p-4" data-testid={testId}>
      <h3 className="text-lg font-semibold">{title}</h3>
      {children}
    </li>
  );
}

export function Rule({ children }: { children: ReactNode }) {
  return <p className="mt-2 text-xs leading-relaxed text-gray-600">{children}</p>;
}

export function ErrorBox() {
  return (
    <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800" data-testid="num-error">
      {m.num_error()}
    </p>
  );
}

export function Loading() {
  return <p className="py-6 text-center text-gray-500">{m.num_loading()}</p>;
}
