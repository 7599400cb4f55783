/**
 * The phone's menu (spec §2.4: it repeats everything the header has): its own chunk, fetched
 * when the menu button is first pressed or the page is idle, with the menus' links.
 */
import { accountLinks, adminDashboardLink, menuLinks } from "../app/menu-links";
import { adminLink, blogLink, headerMenus, promoLinks } from "../app/navigation";
import { useSession } from "../lib/session";
import { formatRupees } from "../i18n/runtime";
import { m } from "../paraglide/messages.js";
import { AppLink } from "./AppLink";

export function MobileMenu({ onClose }: { onClose: () => void }) {
  const { user, isAdmin, logout } = useSession();
  return (
    <div className="border-t border-gray-200 bg-white lg:hidden" data-testid="mobile-menu">
      <nav aria-label={m.nav_main()} className="mx-auto max-h-[75vh] max-w-6xl overflow-y-auto px-4 py-3">
        <div className="grid grid-cols-1 gap-2 pb-3 min-[400px]:grid-cols-2">
          {promoLinks.map((link) => (
            <AppLink key={link.to} to={link.to} className="btn-primary" onClick={onClose}>
              {link.label()}
            </AppLink>
          ))}
        </div>
        {headerMenus.map((group) => (
          <details key={group.id} className="border-b border-gray-100 py-1">
            <summary className="cursor-pointer py-2 font-semibold text-gray-800">{group.label()}</summary>
            <ul className="pb-2 pl-3">
              {menuLinks[group.id].map((link) => (
                <li key={link.to}>
                  <AppLink to={link.to} className="block py-1.5 text-gray-700" onClick={onClose}>
                    {link.label()}
                  </AppLink>
                </li>
              ))}
            </ul>
          </details>
        ))}
        <AppLink to={blogLink.to} className="block border-b border-gray-100 py-3 font-semibold text-gray-800" onClick={onClose}>
          {blogLink.label()}
        </AppLink>
        {isAdmin && (
          <AppLink to={adminLink.to} className="block border-b border-gray-100 py-3 font-semibold text-gray-800" onClick={onClose}>
            {adminLink.label()}
          </AppLink>
        )}
        {user ? (
          <ul className="py-2">
            <li className="py-1.5 font-semibold text-brand-700">{m.wallet_balance({ amount: formatRupees(user.balance / 100, 2) })}</li>
            {[...accountLinks, ...(isAdmin ? [adminDashboardLink] : [])].map((link) => (
              <li key={link.to}>
                <AppLink to={link.to} className="block py-1.5 text-gray-700" onClick={onClose}>
                  {link.label()}
                </AppLink>
              </li>
            ))}
            <li>
              <button type="button" className="py-1.5 text-gray-700" onClick={logout}>
                {m.nav_logout()}
              </button>
            </li>
          </ul>
        ) : (
          <div className="flex gap-3 py-3">
            <AppLink to="/login" className="btn-outline flex-1" onClick={onClose}>
              {m.nav_sign_in()}
            </AppLink>
            <AppLink to="/signup" className="btn-primary flex-1" onClick={onClose}>
              {m.nav_sign_up()}
            </AppLink>
          </div>
        )}
      </nav>
    </div>
  );
}
