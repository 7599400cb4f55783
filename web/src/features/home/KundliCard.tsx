import { lazy, Suspense, useState } from "react";
import { Tabs } from "../../components/Tabs";
import { BirthForm } from "../../components/BirthForm";
import { m } from "../../paraglide/messages.js";

// The Matching tab is closed when the page opens: its form loads on the first click.
const MatchingForm = lazy(() => import("../matching/MatchingForm").then((x) => ({ default: x.MatchingForm })));

/** The two-tab card of the home page (spec §2.5, §4 Kundli card): Generate Kundli (default) / Kundli Matching. */
export function KundliCard({ className = "" }: { className?: string }) {
  const [tab, setTab] = useState<"kundli" | "matching">("kundli");
  const tabs = [
    { id: "kundli" as const, label: m.card_tab_kundli() },
    { id: "matching" as const, label: m.card_tab_matching() },
  ];
  return (
    <section className={`rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 ${className}`} data-testid="kundli-card">
      <Tabs tabs={tabs} selected={tab} onSelect={setTab}>
        {tab === "kundli" ? (
          <BirthForm target="/kundli" />
        ) : (
          <Suspense fallback={<div className="min-h-[20rem]" aria-busy="true" />}>
            <MatchingForm />
          </Suspense>
        )}
      </Tabs>
    </section>
  );
}
