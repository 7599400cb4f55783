import { lazy, Suspense, useState } from "react";
import { BirthForm } from "../kundli/BirthForm";
import { m } from "../../paraglide/messages.js";

// The Matching tab is closed when the page opens: its form loads on the first click.
const MatchingForm = lazy(() => import("../matching/MatchingForm").then((x) => ({ default: x.MatchingForm })));

/** The two-tab card of the home page (spec §2.5, §4 Kundli card): Generate Kundli (default) / Kundli Matching. */
export function KundliCard() {
  const [tab, setTab] = useState<"kundli" | "matching">("kundli");
  const tabs = [
    { id: "kundli" as const, label: m.card_tab_kundli() },
    { id: "matching" as const, label: m.card_tab_matching() },
  ];
  return (
    <section className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6" data-testid="kundli-card">
      <div role="tablist" className="mb-4 grid grid-cols-2 gap-1 rounded-lg bg-gray-100 p-1">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            className={`rounded-md px-3 py-2 text-sm font-semibold ${tab === t.id ? "bg-white text-brand-700 shadow-sm" : "text-gray-600"}`}
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === "kundli" ? (
          <BirthForm target="/kundli" />
        ) : (
          <Suspense fallback={<div className="min-h-[20rem]" aria-busy="true" />}>
            <MatchingForm />
          </Suspense>
        )}
      </div>
    </section>
  );
}
