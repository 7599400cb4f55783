import { m } from "../../paraglide/messages.js";

/** A horoscope's 1–5 score as five marks and its figure; read out as "Score 4 of 5". */
export function Score({ value }: { value: number }) {
  return (
    <span role="img" aria-label={m.horo_score({ score: value })} className="inline-flex items-center gap-1.5">
      <span aria-hidden="true" className="flex gap-0.5">
        {Array.from({ length: 5 }, (_, i) => (
          <span key={i} className={`h-2 w-4 rounded-full ${i < value ? "bg-brand-600" : "bg-gray-200"}`} />
        ))}
      </span>
      <span aria-hidden="true" className="text-xs font-semibold text-gray-600">
        {value}/5
      </span>
    </span>
  );
}
