/**
 * `/admin` (spec §2.4, issue 24): the admin area's entry — cards to the dashboard, the articles
 * and pages, the settings and the internal cross-check pages — and the users with their roles
 * (`GET /api/admin/users`, `PATCH /api/admin/users/:id/role`).
 */
import { useState } from "react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { AppLink } from "../../components/AppLink";
import { Field } from "../../components/Field";
import { toast } from "../../components/toast";
import { languageName } from "../../i18n/runtime";
import { useSession } from "../../lib/session";
import { m } from "../../paraglide/messages.js";
import { type AdminUser, setRole, usersQueryOptions } from "./api";
import { serverErrors } from "./form";
import { AdminHeader, LoadFailed, Section, Pager } from "./ui";

const internalTools = ["jyotishyam", "east-indian-chart", "daemon", "kp", "phase3"];

export function AdminHomePage() {
  const cards = [
    { to: "/admin-dashboard", title: m.adm_nav_dashboard(), text: m.adm_card_dashboard() },
    { to: "/admin/articles", title: m.adm_nav_articles(), text: m.adm_card_articles() },
    { to: "/admin/settings", title: m.adm_nav_settings(), text: m.adm_card_settings() },
  ];
  return (
    <div className="mx-auto max-w-5xl space-y-5 py-4" data-testid="admin-home-page">
      <AdminHeader title={m.adm_home_title()} intro={m.adm_home_intro()} />
      <ul className="grid gap-3 sm:grid-cols-3">
        {cards.map((c) => (
          <li key={c.to}>
            <AppLink to={c.to} className="block h-full rounded-2xl border border-brand-100 bg-white p-4 hover:border-brand-300 hover:shadow-sm">
              <span className="text-lg font-semibold text-brand-700">{c.title}</span>
              <span className="mt-1 block text-sm text-gray-700">{c.text}</span>
            </AppLink>
          </li>
        ))}
      </ul>
      <Users />
      <Section id="adm-internal" title={m.adm_internal_tools()}>
        <p className="text-sm text-gray-700">{m.adm_internal_intro()}</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {internalTools.map((t) => (
            <li key={t}>
              <AppLink to={`/internal/${t}`} className="btn-outline font-mono text-sm">
                /internal/{t}
              </AppLink>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

const roles: AdminUser["role"][] = ["user", "astrologer", "admin"];
const roleName = (r: AdminUser["role"]) => (r === "user" ? m.adm_role_user() : r === "astrologer" ? m.adm_role_astrologer() : m.adm_role_admin());

function Users() {
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const list = useQuery({ ...usersQueryOptions(q.trim(), page), placeholderData: keepPreviousData });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <Section id="adm-users" title={m.adm_users()}>
      <div className="max-w-sm">
        <Field label={m.adm_users_search()}>
          {(id) => (
            <input
              id={id}
              type="search"
              className="field"
              value={q}
              onChange={(e) => {
                setQ(e.currentTarget.value);
                setPage(1);
              }}
            />
          )}
        </Field>
      </div>
      {list.isError && <LoadFailed retry={() => void list.refetch()} />}
      {list.data && (
        <>
          <p className="mt-2 text-sm text-gray-600">{m.adm_users_count({ count: list.data.total })}</p>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-xs uppercase text-gray-600">
                <tr>
                  <th className="py-1 pr-2">{m.adm_user()}</th>
                  <th className="hidden py-1 pr-2 sm:table-cell">{m.adm_language()}</th>
                  <th className="py-1 pr-2">{m.adm_role()}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.users.map((u) => (
                  <UserRow key={u.id} user={u} />
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} pages={pages} setPage={setPage} />
        </>
      )}
    </Section>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const self = session.user?.id === user.id;
  async function change(role: AdminUser["role"]) {
    if (role === user.role || !window.confirm(m.adm_role_confirm({ who: user.email ?? user.phone ?? user.id, role: roleName(role) }))) return;
    setBusy(true);
    try {
      await setRole(user.id, role);
      toast({ title: m.adm_role_changed() });
      await queryClient.invalidateQueries({ queryKey: ["/api/admin/users"] });
    } catch (error) {
      toast({ title: serverErrors(error).message ?? m.adm_save_failed(), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }
  return (
    <tr className="border-t border-gray-100">
      <td className="py-1 pr-2">
        <span className="block break-all">{user.email ?? user.phone ?? user.id}</span>
        {user.name && <span className="text-xs text-gray-600">{user.name}</span>}
      </td>
      <td className="hidden py-1 pr-2 sm:table-cell">{languageName(user.language)}</td>
      <td className="py-1 pr-2">
        <select className="field w-auto py-1 text-sm" aria-label={m.adm_role()} value={user.role} disabled={busy || self} onChange={(e) => void change(e.currentTarget.value as AdminUser["role"])}>
          {roles.map((r) => (
            <option key={r} value={r}>
              {roleName(r)}
            </option>
          ))}
        </select>
      </td>
    </tr>
  );
}
