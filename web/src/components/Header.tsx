import { useRouterState } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { adminLink, blogLink, headerMenus, type NavGroup, promoLinks } from "../app/navigation";
import { siteName } from "../app/site";
import { accountLabel, useSession } from "../lib/session";
import { currentLocale, formatRupees } from "../i18n/runtime";
import { m } from "../paraglide/messages.js";
import { AppLink } from "./AppLink";
import { LanguageSwitcher } from "./LanguageSwitcher";

type MenuLinks = typeof import("../app/menu-links");
let menuLinks: MenuLinks | undefined;
let loadingMenuLinks: Promise<MenuLinks> | undefined;
/** Fetches the menus' links (`app/menu-links`) once; every caller shares the one request. */
export function loadMenuLinks(): Promise<MenuLinks> {
  loadingMenuLinks ??= import("../app/menu-links").then((module) => (menuLinks = module));
  return loadingMenuLinks;
}

/**
 * The menus' links, once loaded: a popup asks for them when it opens and draws them when they
 * arrive (pointing at the header or an idle moment after load has usually fetched them already).
 */
function useMenuLinks(wanted: boolean): MenuLinks | undefined {
  const [links, setLinks] = useState(menuLinks);
  useEffect(() => {
    if (!wanted || links) return;
    let live = true;
    void loadMenuLinks().then((module) => live && setLinks(module));
    return () => {
      live = false;
    };
  }, [wanted, links]);
  return links;
}

const MobileMenu = lazy(() => import("./MobileMenu").then((module) => ({ default: module.MobileMenu })));

/** Closes a popup on Escape, on a click outside `ref`, and on navigation. */
function useDismiss(open: boolean, close: () => void, ref: React.RefObject<HTMLElement | null>) {
  const location = useRouterState({ select: (s) => s.location.href });
  useEffect(() => close(), [location]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close();
    const onClick = (e: MouseEvent) => ref.current && !ref.current.contains(e.target as Node) && close();
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onClick);
    };
  }, [open, close, ref]);
}

function Dropdown({ group }: { group: NavGroup }) {
  const [open, setOpen] = useState(false);
  const links = useMenuLinks(open);
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  useDismiss(open, () => setOpen(false), ref);
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        className="flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium text-gray-700 hover:bg-brand-50 hover:text-brand-700"
        onClick={() => setOpen((o) => !o)}
      >
        {group.label()}
        <Chevron open={open} />
      </button>
      {open && links && (
        <ul id={id} className="absolute left-0 top-full z-30 mt-1 min-w-52 rounded-lg border border-gray-200 bg-white py-1 shadow-lg">
          {links.menuLinks[group.id].map((link) => (
            <li key={link.to}>
              <AppLink to={link.to} className="block px-3 py-2 text-sm text-gray-700 hover:bg-brand-50 hover:text-brand-700">
                {link.label()}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" className={`transition-transform ${open ? "rotate-180" : ""}`}>
      <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function AccountMenu() {
  const { user, isAdmin, logout } = useSession();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const links = useMenuLinks(open);
  useDismiss(open, () => setOpen(false), ref);
  if (!user) return null;
  return (
    <div ref={ref} className="relative flex items-center gap-2">
      <span
        className="hidden rounded-full bg-brand-50 px-2.5 py-1 text-sm font-semibold text-brand-700 sm:inline"
        data-testid="header-balance"
        aria-label={m.wallet_balance({ amount: formatRupees(user.balance / 100, 2) })}
      >
        {formatRupees(user.balance / 100, 2)}
      </span>
      <button
        type="button"
        aria-label={m.nav_account_menu()}
        aria-expanded={open}
        data-testid="account-menu"
        className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
        onClick={() => setOpen((o) => !o)}
      >
        {accountLabel(user).charAt(0).toUpperCase()}
      </button>
      {open && links && (
        <ul className="absolute right-0 top-full z-30 mt-2 min-w-48 rounded-lg border border-gray-200 bg-white py-1 shadow-lg">
          {[...links.accountLinks, ...(isAdmin ? [links.adminDashboardLink] : [])].map((link) => (
            <li key={link.to}>
              <AppLink to={link.to} className="block px-3 py-2 text-sm hover:bg-brand-50">
                {link.label()}
              </AppLink>
            </li>
          ))}
          <li>
            <button type="button" className="block w-full px-3 py-2 text-left text-sm hover:bg-brand-50" onClick={logout} data-testid="logout">
              {m.nav_logout()}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

function SignInLinks() {
  return (
    <>
      <AppLink to="/login" className="hidden text-sm font-semibold text-brand-700 hover:underline sm:inline">
        {m.nav_sign_in()}
      </AppLink>
      <AppLink to="/signup" className="btn-primary hidden py-1.5 sm:inline-flex">
        {m.nav_sign_up()}
      </AppLink>
      <AppLink to="/login" className="flex h-9 w-9 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 sm:hidden">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="sr-only">{m.nav_sign_in()}</span>
      </AppLink>
    </>
  );
}


/** Spec §2.4: menus, promo buttons, sign-in or account menu, language, and a mobile menu that repeats everything. */
export function Header() {
  const { isAuthenticated, isAdmin } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useRouterState({ select: (s) => s.location.href });
  useEffect(() => setMenuOpen(false), [location]);
  // Fetch the menus' links once the page has settled, so a menu opens at once when tapped.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
    idle(() => void Promise.all([loadMenuLinks(), import("./MobileMenu")]));
  }, []);
  return (
    <header
      className="sticky top-0 z-20 border-b border-brand-100 bg-white/95 backdrop-blur"
      onPointerEnter={() => void loadMenuLinks()}
      onFocus={() => void loadMenuLinks()}
    >
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-3 py-2 sm:px-4">
        <AppLink to="/" className="flex min-w-0 items-center gap-1.5 font-bold text-brand-700">
          <img src="/favicon.svg" alt="" width="28" height="28" className="h-6 w-6 sm:h-7 sm:w-7" />
          <span className="truncate text-base sm:text-lg">{siteName(currentLocale())}</span>
        </AppLink>
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-3">
          <div className="hidden items-center gap-2 xl:flex">
            {promoLinks.map((link, i) => (
              <AppLink key={link.to} to={link.to} className={i === 0 ? "btn-outline py-1.5" : "btn-primary py-1.5"}>
                {link.label()}
              </AppLink>
            ))}
          </div>
          {isAuthenticated ? <AccountMenu /> : <SignInLinks />}
          <LanguageSwitcher />
          <button
            type="button"
            className="flex h-9 w-9 items-center justify-center rounded-md text-gray-700 hover:bg-brand-50 lg:hidden"
            aria-expanded={menuOpen}
            aria-label={menuOpen ? m.nav_menu_close() : m.nav_menu_open()}
            data-testid="menu-button"
            onClick={() => setMenuOpen((o) => !o)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              {menuOpen ? (
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              )}
            </svg>
          </button>
        </div>
      </div>
      <nav aria-label={m.nav_main()} className="mx-auto hidden max-w-6xl flex-wrap items-center gap-x-1 px-3 pb-1.5 lg:flex">
        {headerMenus.map((group) => (
          <Dropdown key={group.id} group={group} />
        ))}
        <AppLink to={blogLink.to} className="rounded-md px-2 py-1.5 text-sm font-medium text-gray-700 hover:bg-brand-50 hover:text-brand-700">
          {blogLink.label()}
        </AppLink>
        {isAdmin && (
          <AppLink to={adminLink.to} className="rounded-md px-2 py-1.5 text-sm font-medium text-gray-700 hover:bg-brand-50 hover:text-brand-700">
            {adminLink.label()}
          </AppLink>
        )}
      </nav>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
