import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { m } from "../paraglide/messages.js";
import { LanguageSwitcher } from "./LanguageSwitcher";

function Header() {
  return (
    <header className="sticky top-0 z-20 border-b border-brand-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-3 py-2.5 sm:px-4">
        <Link to="/" className="flex min-w-0 items-center gap-1.5 font-bold text-brand-700">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span className="truncate text-lg">{m.site_name()}</span>
        </Link>
        <nav aria-label={m.nav_main()} className="ml-auto flex shrink-0 items-center gap-2.5 text-sm font-medium sm:gap-5">
          <Link to="/" className="hidden text-gray-700 hover:text-brand-700 sm:inline" activeOptions={{ exact: true }} activeProps={{ className: "text-brand-700" }}>
            {m.nav_home()}
          </Link>
          <Link to="/astrologers" className="hidden text-gray-700 hover:text-brand-700 sm:inline" activeProps={{ className: "text-brand-700" }}>
            {m.nav_astrologers()}
          </Link>
          <LanguageSwitcher />
        </nav>
      </div>
    </header>
  );
}

function Footer() {
  return (
    <footer className="mt-12 border-t border-gray-200 bg-white">
      <div className="mx-auto max-w-6xl space-y-1 px-4 py-6 text-sm text-gray-600">
        <p>{m.footer_disclaimer()}</p>
        <p>
          © {new Date().getFullYear()} {m.site_name()}. {m.footer_rights()}
        </p>
      </div>
    </footer>
  );
}

/** The frame every page lives in: header with language switcher, the page, footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">{children}</main>
      <Footer />
    </div>
  );
}
