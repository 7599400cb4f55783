import type { ReactNode } from "react";

/** Two or more tabs over one panel (the home card's Kundli/Matching, the matching page's birth/star forms). */
export function Tabs<T extends string>({ tabs, selected, onSelect, children }: { tabs: readonly { id: T; label: string }[]; selected: T; onSelect: (id: T) => void; children: ReactNode }) {
  return (
    <>
      <div role="tablist" className="mb-4 grid grid-cols-2 gap-1 rounded-lg bg-gray-100 p-1">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={selected === t.id}
            className={`rounded-md px-3 py-2 text-sm font-semibold ${selected === t.id ? "bg-white text-brand-700 shadow-sm" : "text-gray-600"}`}
            onClick={() => onSelect(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel">{children}</div>
    </>
  );
}
