import type { ReactNode } from "react";
import type { MetaText } from "../app/page-meta";

/** A tool page before its input is given: the page's description, its form, and what the page offers (from its metadata). */
export function PageIntro({ meta, children }: { meta: MetaText | undefined; children: ReactNode }) {
  return (
    <>
      <p className="mt-2 max-w-3xl text-gray-700">{meta?.description}</p>
      <section className="mt-5 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">{children}</section>
      {meta && (
        <ul className="mt-5 space-y-1 text-gray-700">
          {meta.offers.map((offer) => (
            <li key={offer} className="flex gap-2">
              <span aria-hidden="true" className="text-brand-600">
                ✓
              </span>
              {offer}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
