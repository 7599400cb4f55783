import { useNavigate } from "@tanstack/react-router";
import { lazy, Suspense, useEffect } from "react";
import { useSession } from "../auth/session";
import { saveAuthRedirect } from "../auth/token";
import { AppLink } from "../../components/AppLink";
import { LoadingPage, NotFoundPage } from "../../components/Status";
import { usePageMeta } from "../../app/page-meta";
import { currentLocale } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { festivalTopics, routeTable, type RouteEntry } from "@site/route-table";

/** Complete pages rendered through this splat page (no route files of their own: each would add to the initial bundle). */
const FestivalPages = lazy(() => import("../festivals/pages"));
const MuhuratPages = lazy(() => import("../muhurat/page"));
const AuthPages = lazy(() => import("../auth/pages"));

const accountPaths = new Set(["/login", "/signup", "/reset-pin", "/auth-success", "/auth/success", "/profile", "/dashboard"]);

function featurePage(path: string) {
  if (accountPaths.has(path)) return AuthPages;
  if (path.startsWith("/shubh-muhurat")) return MuhuratPages;
  if (path === "/hindu-festivals" || path.startsWith("/hindu-festivals/") || path === "/festivals-2025" || festivalTopics.some((t) => path === `/topics/${t}`)) return FestivalPages;
  return null;
}

/** Working pages a frame points to while its own feature is being built. */
const workingNow: { to: string; label: () => string }[] = [
  { to: "/astrologers", label: m.nav_astrologers },
  { to: "/astrology-tools", label: m.nav_free_tools },
  { to: "/", label: m.nav_home },
];

function relatedPages(entry: RouteEntry): RouteEntry[] {
  return routeTable
    .filter((r) => r.section === entry.section && r !== entry && !r.aliasOf && !r.path.includes(":") && !r.locales && r.access === "public" && !r.noindex)
    .filter((r, i, all) => all.findIndex((o) => o.meta === r.meta) === i)
    .slice(0, 8);
}

function AliasRedirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate({ href: `${to}${window.location.search}`, replace: true });
  }, [navigate, to]);
  return <LoadingPage />;
}

/**
 * Signed-out visitors on signed-in pages go to /login with the page saved as the redirect
 * target (spec §2.1, §4); they come back to it after signing in.
 */
function SignInRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    const here = window.location.pathname + window.location.search;
    saveAuthRedirect(here);
    void navigate({ to: "/$", params: { _splat: "login" }, search: { redirect: here } as never, replace: true });
  }, [navigate]);
  return <LoadingPage />;
}

/**
 * Any page of the route table without a page component of its own: a not-found page for
 * unknown paths, the sign-in wall or 'Admin access required' where access is limited, and
 * otherwise the page's translated frame — what it will offer and the tools that work today.
 */
export function TablePage({ path }: { path: string }) {
  const locale = currentLocale();
  const session = useSession();
  const { match, meta, table } = usePageMeta(path, locale);
  if (!match) return <NotFoundPage />;
  const { entry } = match;
  // The Worker answers these aliases with a 301; an in-app link to one lands here instead.
  if (entry.redirect && entry.aliasOf) return <AliasRedirect to={entry.aliasOf} />;
  if (entry.access !== "public") {
    if (session.state.status === "loading") return <LoadingPage />;
    if (!session.isAuthenticated) {
      // Spec §6: signed out, /admin-dashboard shows the login page itself.
      if (entry.access === "admin") {
        return (
          <Suspense fallback={<LoadingPage />}>
            <AuthPages path="/login" params={match.params} />
          </Suspense>
        );
      }
      return <SignInRedirect />;
    }
    if (entry.access === "admin" && !session.isAdmin) {
      return (
        <p role="alert" className="mx-auto max-w-md py-16 text-center text-xl font-semibold">
          {m.admin_required()}
        </p>
      );
    }
  }
  const canonical = entry.aliasOf ?? entry.path;
  const Feature = featurePage(canonical);
  if (Feature) {
    return (
      <Suspense fallback={<LoadingPage />}>
        <Feature path={canonical} params={match.params} />
      </Suspense>
    );
  }
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
                  {table[r.meta]?.heading ?? r.path}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </article>
  );
}
