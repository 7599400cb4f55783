/** Small pieces the admin pages share: the section card, alerts, status badges and a retry line. */
import type { ReactNode } from "react";
import { AppLink } from "../../components/AppLink";
import { m } from "../../paraglide/messages.js";
import { dateTimeFormat } from "../../i18n/intl";

export const card = "rounded-2xl border border-brand-100 bg-white p-4 sm:p-5";

export function Section({ id, title, actions, children }: { id: string; title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className={`${card} min-w-0`} aria-labelledby={id} data-testid={id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function Alert({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" data-testid={testId}>
      {children}
    </div>
  );
}

export function LoadFailed({ retry }: { retry(): void }) {
  return (
    <Alert>
      <p>{m.adm_load_failed()}</p>
      <button type="button" className="btn-outline mt-2" onClick={retry}>
        {m.adm_retry()}
      </button>
    </Alert>
  );
}

export function Spinner() {
  return <span className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-current/30 border-t-current" aria-hidden="true" />;
}

export function Busy({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <>
      {busy && <Spinner />}
      {children}
    </>
  );
}

export type TextState = "draft" | "scheduled" | "published";

/** A language text's state: a published text with a later `publishAt` is scheduled. */
export function textState(status: "draft" | "published", publishAt: string | null, now = Date.now()): TextState {
  if (status === "draft") return "draft";
  return publishAt && Date.parse(publishAt) > now ? "scheduled" : "published";
}

const badgeColour: Record<TextState, string> = {
  draft: "border-gray-300 bg-gray-50 text-gray-700",
  scheduled: "border-amber-300 bg-amber-50 text-amber-800",
  published: "border-emerald-300 bg-emerald-50 text-emerald-800",
};
export const stateName = (state: TextState) => (state === "draft" ? m.adm_state_draft() : state === "scheduled" ? m.adm_state_scheduled() : m.adm_state_published());

export function StateBadge({ locale, state }: { locale?: string; state: TextState }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium ${badgeColour[state]}`} data-state={state}>
      {locale && <span className="font-semibold uppercase">{locale}</span>}
      {stateName(state)}
    </span>
  );
}

/** The admin area's own links, above each page. */
export function AdminNav() {
  const links = [
    { to: "/admin", label: m.adm_nav_home() },
    { to: "/admin-dashboard", label: m.adm_nav_dashboard() },
    { to: "/admin/articles", label: m.adm_nav_articles() },
    { to: "/admin/settings", label: m.adm_nav_settings() },
  ];
  return (
    <nav aria-label={m.adm_nav_label()} className="-mx-1 flex gap-1 overflow-x-auto pb-1 text-sm">
      {links.map((l) => (
        <AppLink key={l.to} to={l.to} className="whitespace-nowrap rounded-full border border-brand-100 bg-white px-3 py-1 hover:border-brand-300 hover:text-brand-700">
          {l.label}
        </AppLink>
      ))}
    </nav>
  );
}

/** The page's heading under the admin links. */
export function AdminHeader({ title, intro }: { title: string | undefined; intro?: string }) {
  return (
    <header className="space-y-3">
      <AdminNav />
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {intro && <p className="max-w-3xl text-gray-700">{intro}</p>}
    </header>
  );
}

export const dateTime = (iso: string | null, tag: string) =>
  iso ? dateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" }).format(new Date(iso)) : "—";

/** Previous / "page N of M" / Next under an admin list; nothing when there is one page. */
export function Pager({ page, pages, setPage, className = "mt-2" }: { page: number; pages: number; setPage(page: number): void; className?: string }) {
  if (pages <= 1) return null;
  return (
    <div className={`${className} flex items-center justify-center gap-2`}>
      <button type="button" className="btn-outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
        {m.adm_previous()}
      </button>
      <span className="text-sm">{m.adm_page_of({ page, pages })}</span>
      <button type="button" className="btn-outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
        {m.adm_next()}
      </button>
    </div>
  );
}
