import type { ReactNode } from "react";
import { footerLegalLinks, footerQuickLinks, type NavLink } from "../app/navigation";
import { siteName } from "../app/site";
import { currentLocale } from "../i18n/runtime";
import { m } from "../paraglide/messages.js";
import { AppLink } from "./AppLink";
import { Header } from "./Header";

/** Source of the running code, offered to every user as the AGPL (section 13) asks. */
export const sourceCodeUrl = "/api/source";

function FooterLinks({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-semibold text-gray-900">{title}</h2>
      <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1.5">
        {links.map((link) => (
          <li key={link.to}>
            <AppLink to={link.to} className="text-gray-600 hover:text-brand-700">
              {link.label()}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Footer() {
  return (
    <footer className="below-fold mt-12 border-t border-gray-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 text-sm sm:grid-cols-3">
        <div>
          <p className="text-base font-bold text-brand-700">{siteName(currentLocale())}</p>
          <p className="mt-2 text-gray-600">{m.footer_panchang_desc()}</p>
          <p className="mt-1 text-gray-600">{m.footer_nakshatra_desc()}</p>
        </div>
        <FooterLinks title={m.footer_quick_links()} links={footerQuickLinks} />
        <FooterLinks title={m.footer_legal()} links={footerLegalLinks} />
      </div>
      <div className="border-t border-gray-100">
        <div className="mx-auto max-w-6xl space-y-1 px-4 py-4 text-xs text-gray-500">
          <p>{m.footer_disclaimer()}</p>
          <p>
            © {new Date().getFullYear()} {siteName(currentLocale())}. {m.footer_rights()}{" "}
            <a href={sourceCodeUrl} className="underline hover:text-brand-700">
              {m.footer_source()}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}

/** The frame every page lives in: header with menus and language switcher, the page, footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">{children}</main>
      <Footer />
    </div>
  );
}
