import { useMatch } from "@tanstack/react-router";
import { AppLink } from "../../components/AppLink";
import { LoadingPage, NotFoundPage } from "../../components/Status";
import { tablePageLoader, usePageMeta } from "../../app/page-meta";
import { currentLocale } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { fillMeta } from "@site/meta/text";
import { routeTable, type RouteEntry } from "@site/route-table";

/** Working pages a frame points to while its own feature is being built. */
const workingNow: { to: string; label: () => string }[] = [
  { to: "/astrologers", label: m.nav_astrologers },
  { to: "/astrology-tools", label: m.nav_free_tools },
  { to: "/", label: m.nav_home },
];

function relatedPages(entry: RouteEntry): RouteEntry[] {
  return routeTable
    // A year edition's related pages are that year's.
    .filter((r) => r.section === entry.section && r.subject === entry.subject && r !== entry && !r.aliasOf && !r.path.includes(":") && !r.locales && r.access === "public" && !r.noindex)
    .filter((r, i, all) => all.findIndex((o) => o.meta === r.meta) === i)
    .slice(0, 8);
}

/** The frame routes' loader (see frame.ts). */
export const frameLoader = tablePageLoader;

/**
 * A page of the route table that is not built yet (`state: "frame"`), rendered by its own file
 * route: the page's translated frame — what it will offer, the tools that work today and the
 * related pages of its section. Its route's loader has checked the path against the table.
 */
export function FramePage() {
  const locale = currentLocale();
  const { pathname } = useMatch({ strict: false });
  const { match, meta, table } = usePageMeta(pathname, locale);
  if (!match) return <NotFoundPage />;
  const { entry } = match;
  if (!meta) return <LoadingPage />;
  const related = relatedPages(entry);
  return (
    <article data-testid="page-frame" data-route={entry.path}>
      <h1 className="text-2xl font-bold sm:text-3xl">{meta.heading}</h1>
      <p className="mt-2 max-w-3xl text-lg text-gray-700">{meta.description}</p>
      <section className="mt-6 rounded-xl border border-brand-100 bg-white p-5">
        <p className="text-sm font-medium text-brand-700">{m.frame_status()}</p>
        <ul className="mt-3 space-y-2">
          {meta.offers.map((offer) => (
            <li key={offer} className="flex gap-2">
              <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" className="mt-0.5 shrink-0 text-brand-600">
                <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <span>{offer}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="mt-6">
        <h2 className="font-semibold">{m.frame_try_now()}</h2>
        <div className="mt-2 flex flex-wrap gap-2">
          {workingNow.map((link) => (
            <AppLink key={link.to} to={link.to} className="btn-outline">
              {link.label()}
            </AppLink>
          ))}
        </div>
      </section>
      {related.length > 0 && table && (
        <nav className="mt-6" aria-label={m.frame_related()}>
          <h2 className="font-semibold">{m.frame_related()}</h2>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {related.map((r) => (
              <li key={r.path}>
                <AppLink to={r.path} className="block rounded-lg border border-gray-200 bg-white px-3 py-2 text-sm hover:border-brand-300 hover:text-brand-700">
                  {table[r.meta] ? fillMeta(table[r.meta]!, r.subject).heading : r.path}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </article>
  );
}
