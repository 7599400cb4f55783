/**
 * `/admin/articles` (issue 24): the articles and CMS pages with each language's state, and — with
 * `?id=12&locale=hi` or `?new=article|page` — the editor: one language's title, description and
 * Markdown with the server's live preview beside it, image upload, and draft / publish / schedule.
 */
import { useState } from "react";
import { useMatch, useSearch } from "@tanstack/react-router";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ContentKind } from "@contract/content";
import { AppLink } from "../../components/AppLink";
import { Field } from "../../components/Field";
import { usePageMeta } from "../../app/page-meta";
import { currentLocale, currentLocaleTag } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { type AdminContentItem, contentListQueryOptions, locales } from "./api";
import { ContentEditor } from "./ContentEditor";
import { articlesSearch } from "./search";
import { AdminHeader, LoadFailed, StateBadge, dateTime, textState, Pager } from "./ui";

export function ArticlesPage() {
  const { pathname } = useMatch({ strict: false });
  const { meta } = usePageMeta(pathname, currentLocale());
  const search = articlesSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const editing = search.id !== undefined || search.new !== undefined;
  return (
    <div className="mx-auto max-w-6xl space-y-5 py-4" data-testid="admin-articles-page">
      <AdminHeader title={editing ? (search.new === "page" ? m.adm_new_page() : search.new ? m.adm_new_article() : m.adm_edit_title()) : meta?.heading} />
      {editing ? <ContentEditor key={`${search.id ?? search.new}`} id={search.id} kind={search.new} locale={search.locale ?? "en"} /> : <ContentList />}
    </div>
  );
}

function ContentList() {
  const [kind, setKind] = useState<ContentKind | "">("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const list = useQuery({ ...contentListQueryOptions(kind || undefined, q.trim(), page), placeholderData: keepPreviousData });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-40">
          <Field label={m.adm_filter_kind()}>
            {(id) => (
              <select
                id={id}
                className="field"
                value={kind}
                onChange={(e) => {
                  setKind(e.currentTarget.value as ContentKind | "");
                  setPage(1);
                }}
                data-testid="adm-kind-filter"
              >
                <option value="">{m.adm_kind_all()}</option>
                <option value="article">{m.adm_kind_articles()}</option>
                <option value="page">{m.adm_kind_pages()}</option>
              </select>
            )}
          </Field>
        </div>
        <div className="min-w-0 flex-1 sm:max-w-xs">
          <Field label={m.adm_search()}>
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
                data-testid="adm-content-search"
              />
            )}
          </Field>
        </div>
        <div className="flex gap-2">
          <AppLink to="/admin/articles" search={{ new: "article", locale: "en" }} className="btn-primary">
            {m.adm_new_article()}
          </AppLink>
          <AppLink to="/admin/articles" search={{ new: "page", locale: "en" }} className="btn-outline">
            {m.adm_new_page()}
          </AppLink>
        </div>
      </div>
      {list.isError && <LoadFailed retry={() => void list.refetch()} />}
      {list.data && (
        <>
          <p className="text-sm text-gray-600" aria-live="polite">
            {m.adm_items_count({ count: list.data.total })}
          </p>
          <ul className="space-y-2" data-testid="adm-content-list">
            {list.data.items.map((item) => (
              <ContentRow key={item.id} item={item} />
            ))}
          </ul>
          <Pager page={page} pages={pages} setPage={setPage} className="" />
        </>
      )}
    </div>
  );
}

function ContentRow({ item }: { item: AdminContentItem }) {
  const english = item.texts.find((t) => t.locale === "en") ?? item.texts[0];
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-3" data-testid="adm-content-row" data-id={item.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <AppLink to="/admin/articles" search={{ id: item.id, locale: english?.locale ?? "en" }} className="font-semibold text-brand-700 hover:underline">
            {english?.title ?? item.slug}
          </AppLink>
          <p className="break-all text-xs text-gray-600">
            {item.kind === "article" ? m.adm_kind_article() : m.adm_kind_page()} · {item.kind === "article" ? `/blog/${item.slug}` : item.slug}
            {item.category ? ` · ${item.category}` : ""} · {dateTime(item.updatedAt, currentLocaleTag())}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          {locales.map((locale) => {
            const text = item.texts.find((t) => t.locale === locale);
            return text ? (
              <AppLink key={locale} to="/admin/articles" search={{ id: item.id, locale }}>
                <StateBadge locale={locale} state={textState(text.status, text.publishAt)} />
              </AppLink>
            ) : (
              <AppLink key={locale} to="/admin/articles" search={{ id: item.id, locale }} className="inline-flex items-center rounded-full border border-dashed border-gray-300 px-2 py-0.5 text-xs text-gray-500">
                <span className="font-semibold uppercase">{locale}</span>&nbsp;{m.adm_state_missing()}
              </AppLink>
            );
          })}
        </div>
      </div>
    </li>
  );
}

