/**
 * The blog (spec §2.7: three cards a page, Previous/Next, numbered buttons, "Showing X-Y of N
 * articles", a page change scrolls to the topics section), an article, and the CMS pages
 * (learning, topics, company, legal) — all written by admins in the CMS (issue 24) and rendered
 * to inert HTML by the server.
 */
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useRouterState } from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { AppLink } from "../../components/AppLink";
import { Field } from "../../components/Field";
import { NotFoundPage } from "../../components/Status";
import { setPageHead } from "../../app/page-head";
import { usePageMeta } from "../../app/page-meta";
import { localeTag, localizePath, type Locale } from "../../i18n/locale";
import { currentLocale, languageName } from "../../i18n/runtime";
import { HttpError } from "../../lib/api";
import { useSession } from "../../lib/session";
import { m } from "../../paraglide/messages.js";
import { fillMeta } from "@site/meta/text";
import { matchRoute } from "@site/route-table";
import {
  type ArticleCategory,
  type ArticleListAnswer,
  type Gradient,
  articleCategories,
  articleQueryOptions,
  articlesQueryOptions,
  contentPageQueryOptions,
  sendSupportTicket,
} from "./api";
import { CmsHtml } from "./CmsHtml";
import type { BlogSearch } from "./blog-search";
import { contentPathOf } from "./loaders";
import { dateTimeFormat } from "../../i18n/intl";

/** Each card gradient token (`@contract/content` `gradients`) as its colours. */
const gradientClass: Record<Gradient, string> = {
  violet: "from-violet-600 to-fuchsia-500",
  saffron: "from-orange-500 to-amber-400",
  indigo: "from-indigo-700 to-sky-500",
  rose: "from-rose-600 to-pink-400",
  teal: "from-teal-700 to-emerald-500",
  amber: "from-amber-600 to-yellow-400",
  sky: "from-sky-700 to-cyan-500",
  emerald: "from-emerald-700 to-lime-500",
};

export function categoryName(category: ArticleCategory): string {
  const names: Record<ArticleCategory, () => string> = {
    Transit: m.cnt_cat_transit,
    Conjunction: m.cnt_cat_conjunction,
    Aspect: m.cnt_cat_aspect,
    Retrograde: m.cnt_cat_retrograde,
    Lunar: m.cnt_cat_lunar,
    "Direct Motion": m.cnt_cat_direct,
    Nodes: m.cnt_cat_nodes,
    Festival: m.cnt_cat_festival,
    Eclipse: m.cnt_cat_eclipse,
    Combust: m.cnt_cat_combust,
    Seasonal: m.cnt_cat_seasonal,
  };
  return names[category]();
}

function formatDay(iso: string, locale: Locale): string {
  return dateTimeFormat(localeTag[locale], { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" }).format(new Date(iso));
}

const chipClass = (active: boolean) =>
  `shrink-0 whitespace-nowrap rounded-full border px-3 py-1 text-sm ${active ? "border-brand-600 bg-brand-600 text-white" : "border-gray-300 bg-white text-gray-700 hover:border-brand-400"}`;

/** The page numbers to offer: all of them when few, else the ends and the current page's neighbours. */
export function pageButtons(current: number, pages: number): (number | "gap")[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const shown = [...new Set([1, current - 1, current, current + 1, pages].filter((p) => p >= 1 && p <= pages))].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  for (const p of shown) {
    const last = out.at(-1);
    if (typeof last === "number" && p - last > 1) out.push("gap");
    out.push(p);
  }
  return out;
}

function ArticleCard({ article, locale }: { article: ArticleListAnswer["articles"][number]; locale: Locale }) {
  return (
    <li data-testid="blog-card" className="flex flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
      <AppLink to={`/blog/${article.slug}`} className="group flex flex-1 flex-col">
        <div className={`bg-gradient-to-br ${gradientClass[article.gradient]} px-4 py-5 text-white`}>
          <span className="rounded-full bg-white/20 px-2.5 py-0.5 text-xs font-medium">{categoryName(article.category)}</span>
          <h3 className="mt-3 text-lg font-semibold leading-snug group-hover:underline">{article.title}</h3>
        </div>
        <div className="flex flex-1 flex-col p-4">
          <p className="flex-1 text-sm text-gray-700">{article.excerpt}</p>
          <p className="mt-3 text-xs text-gray-500">
            {formatDay(article.publishedAt, locale)} · {m.cnt_read_minutes({ minutes: article.readMinutes })}
          </p>
          <span className="mt-2 text-sm font-medium text-brand-700">{m.cnt_read_more()} →</span>
        </div>
      </AppLink>
    </li>
  );
}

/** `/blog`: the published articles of the page's language, three a page. */
export function BlogPage({ search }: { search: BlogSearch }) {
  const locale = currentLocale();
  const navigate = useNavigate();
  const page = search.page ?? 1;
  const { meta } = usePageMeta("/blog", locale);
  const { data, isPending, error } = useQuery(articlesQueryOptions(locale, page, search.category));
  const [scrollOnChange, setScrollOnChange] = useState(false);

  useEffect(() => {
    if (scrollOnChange) document.getElementById("topics")?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [page, search.category, scrollOnChange]);

  function go(next: BlogSearch) {
    setScrollOnChange(true);
    void navigate({ to: "/blog", search: next as never, resetScroll: false });
  }

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const from = data && data.total > 0 ? (page - 1) * data.pageSize + 1 : 0;
  const to = data ? Math.min(page * data.pageSize, data.total) : 0;
  return (
    <article className="mx-auto max-w-6xl" data-testid="blog-page">
      <h1 className="text-2xl font-bold sm:text-3xl">{meta?.heading}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{meta?.description}</p>
      <section id="topics" className="mt-6 scroll-mt-20" aria-labelledby="topics-heading">
        <h2 id="topics-heading" className="font-semibold">
          {m.cnt_topics_heading()}
        </h2>
        {/* One scrolling row on a phone instead of six rows of chips above the articles. */}
        <div className="-mx-4 mt-2 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
          <button type="button" className={chipClass(!search.category)} aria-pressed={!search.category} onClick={() => go({})}>
            {m.cnt_all_topics()}
          </button>
          {articleCategories.map((c) => (
            <button key={c} type="button" className={chipClass(search.category === c)} aria-pressed={search.category === c} onClick={() => go({ category: c })}>
              {categoryName(c)}
            </button>
          ))}
        </div>
      </section>
      {error ? (
        <p className="mt-6 text-red-700">{m.cnt_load_failed()}</p>
      ) : isPending ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-64 animate-pulse rounded-2xl bg-gray-100" />
          ))}
        </ul>
      ) : data.articles.length === 0 ? (
        <p className="mt-6 text-gray-700">{m.cnt_no_articles()}</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.articles.map((a) => (
            <ArticleCard key={a.id} article={a} locale={locale} />
          ))}
        </ul>
      )}
      {data && data.total > 0 && (
        <nav className="mt-6 flex flex-col items-center gap-3" aria-label={m.cnt_pagination()}>
          <p className="text-sm text-gray-600" data-testid="blog-showing">
            {m.cnt_showing({ from, to, total: data.total })}
          </p>
          <div className="flex flex-wrap items-center justify-center gap-1.5">
            <button type="button" className="btn-outline px-3 py-1.5 text-sm" disabled={page <= 1} onClick={() => go({ ...search, page: page - 1 })}>
              {m.cnt_previous()}
            </button>
            {pageButtons(page, pages).map((p, i) =>
              p === "gap" ? (
                <span key={`gap-${i}`} className="px-1 text-gray-500">
                  …
                </span>
              ) : (
                <button
                  key={p}
                  type="button"
                  className={p === page ? "btn-primary min-w-9 px-3 py-1.5 text-sm" : "btn-outline min-w-9 px-3 py-1.5 text-sm"}
                  aria-current={p === page ? "page" : undefined}
                  aria-label={m.cnt_page_n({ n: p })}
                  onClick={() => go({ ...search, page: p })}
                >
                  {p}
                </button>
              ),
            )}
            <button type="button" className="btn-outline px-3 py-1.5 text-sm" disabled={page >= pages} onClick={() => go({ ...search, page: page + 1 })}>
              {m.cnt_next()}
            </button>
          </div>
        </nav>
      )}
    </article>
  );
}

/** Sets the head texts of a page whose title comes from its content. */
function useContentHead(path: string, title: string | undefined, description: string | undefined) {
  useEffect(() => {
    if (title) setPageHead({ path, title, description: description ?? "" });
  }, [path, title, description]);
}

/** `/blog/{slug}`: one article. */
export function ArticlePage({ slug }: { slug: string }) {
  const locale = currentLocale();
  const { data: article, error } = useQuery(articleQueryOptions(slug, locale));
  const { data: more } = useQuery(articlesQueryOptions(locale, 1));
  useContentHead(`/blog/${slug}`, article?.title, article?.excerpt);
  if (error instanceof HttpError && error.status === 404) return <NotFoundPage />;
  if (!article) return null;
  const others = (more?.articles ?? []).filter((a) => a.slug !== slug).slice(0, 2);
  return (
    <article className="mx-auto max-w-3xl" data-testid="article-page" lang={localeTag[locale]}>
      <header className={`rounded-2xl bg-gradient-to-br ${gradientClass[article.gradient]} px-5 py-6 text-white sm:px-8 sm:py-8`}>
        <AppLink to="/blog" className="text-sm text-white/90 underline underline-offset-2">
          ← {m.cnt_back_to_blog()}
        </AppLink>
        <p className="mt-3">
          <span className="rounded-full bg-white/20 px-2.5 py-0.5 text-xs font-medium">{categoryName(article.category)}</span>
        </p>
        <h1 className="mt-3 text-2xl font-bold leading-tight sm:text-3xl">{article.title}</h1>
        <p className="mt-3 text-sm text-white/90">
          {formatDay(article.publishedAt, locale)} · {m.cnt_read_minutes({ minutes: article.readMinutes })}
          {article.author ? ` · ${m.cnt_by_author({ author: article.author })}` : ""}
        </p>
      </header>
      <p className="mt-5 text-lg text-gray-700">{article.excerpt}</p>
      <CmsHtml html={article.html} className="mt-4" />
      {article.locales.length > 1 && (
        <p className="mt-8 text-sm text-gray-600">
          {m.cnt_also_in()}{" "}
          {article.locales
            .filter((l) => l !== locale)
            .map((l, i) => (
              <span key={l}>
                {i > 0 && ", "}
                <a href={localizePath(`/blog/${slug}`, l)} hrefLang={l} className="text-brand-700 underline">
                  {languageName(l)}
                </a>
              </span>
            ))}
        </p>
      )}
      {others.length > 0 && (
        <section className="mt-10 border-t border-gray-200 pt-6">
          <h2 className="font-semibold">{m.cnt_more_articles()}</h2>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2">
            {others.map((a) => (
              <ArticleCard key={a.id} article={a} locale={locale} />
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/** The tools a page explains, as cards named by their pages' headings. */
function ToolLinks({ tools, locale }: { tools: string[]; locale: Locale }) {
  const { table } = usePageMeta("/", locale);
  const links = tools.flatMap((path) => {
    const match = matchRoute(path, locale);
    const text = match && table?.[match.entry.meta];
    return text ? [{ path, heading: fillMeta(text, undefined).heading }] : [];
  });
  if (links.length === 0) return null;
  return (
    <section className="mt-10 rounded-2xl border border-brand-100 bg-brand-50 p-5" data-testid="content-tools">
      <h2 className="font-semibold">{m.cnt_tools_heading()}</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.path}>
            <AppLink to={link.path} className="block rounded-lg border border-brand-200 bg-white px-3 py-2 font-medium text-brand-700 hover:border-brand-400">
              {link.heading} →
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A CMS page (learning, topics, company, legal) by its language-neutral path; `children` follow its text. */
export function ContentPage({ path, children }: { path: string; children?: ReactNode }) {
  const locale = currentLocale();
  const { data: page, error } = useQuery(contentPageQueryOptions(path, locale));
  useContentHead(path, page?.title, page?.description);
  if (error instanceof HttpError && error.status === 404) return <NotFoundPage />;
  if (!page) return null;
  return (
    <article className="mx-auto max-w-3xl" data-testid="content-page" data-path={path} lang={localeTag[page.locale]}>
      <h1 className="text-2xl font-bold leading-tight sm:text-3xl">{page.title}</h1>
      {page.description && <p className="mt-3 text-lg text-gray-700">{page.description}</p>}
      {page.fallback && (
        <p className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900" lang={localeTag[locale]}>
          {m.cnt_fallback({ language: languageName(locale) })}
        </p>
      )}
      <CmsHtml html={page.html} className="mt-6" />
      <ToolLinks tools={page.tools} locale={locale} />
      {children}
      <p className="mt-8 text-xs text-gray-500">{m.cnt_updated({ date: formatDay(page.updatedAt, locale) })}</p>
    </article>
  );
}

const ticketTopics = ["billing", "astrologer", "technical", "other"] as const;
type TicketTopic = (typeof ticketTopics)[number];
const topicLabel: Record<TicketTopic, () => string> = {
  billing: m.cnt_topic_billing,
  astrologer: m.cnt_topic_astrologer,
  technical: m.cnt_topic_technical,
  other: m.cnt_topic_other,
};

/** `/support`'s contact form: opens a ticket; the answer comes by email. */
export function SupportForm() {
  const locale = currentLocale();
  const { user } = useSession();
  const [name, setName] = useState("");
  const [email, setEmail] = useState(user?.email ?? "");
  const [topic, setTopic] = useState<TicketTopic>("other");
  const [body, setBody] = useState("");
  const [state, setState] = useState<{ kind: "idle" | "sending" } | { kind: "sent"; id: string } | { kind: "failed"; message: string; fields: Record<string, string> }>({ kind: "idle" });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState({ kind: "sending" });
    try {
      const ticket = await sendSupportTicket({ name, email, topic, body, locale });
      setState({ kind: "sent", id: ticket.id });
    } catch (err) {
      const fields: Record<string, string> = {};
      if (err instanceof HttpError && err.code === "validation_failed" && Array.isArray(err.body?.error.details)) {
        for (const issue of err.body.error.details as { path?: string; message?: string }[]) if (issue.path && issue.message) fields[issue.path] ??= issue.message;
      }
      const message = err instanceof HttpError && err.code === "rate_limited" ? m.cnt_support_rate_limited() : Object.keys(fields).length ? m.cnt_support_check() : m.cnt_support_failed();
      setState({ kind: "failed", message, fields });
    }
  }

  if (state.kind === "sent") {
    return (
      <section id="contact-form" className="mt-10 rounded-2xl border border-green-200 bg-green-50 p-5" role="status" data-testid="support-sent">
        <h2 className="font-semibold text-green-900">{m.cnt_support_sent_heading()}</h2>
        <p className="mt-2 text-green-900">{m.cnt_support_sent({ id: state.id })}</p>
      </section>
    );
  }
  const fieldError = (key: string) => (state.kind === "failed" ? state.fields[key] : undefined);
  return (
    <section id="contact-form" className="mt-10 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm" aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className="text-lg font-semibold">
        {m.cnt_support_heading()}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{m.cnt_support_intro()}</p>
      <form className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate data-testid="support-form">
        <Field label={m.cnt_support_name()} error={fieldError("name")}>
          {(id) => <input id={id} className="field" value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" maxLength={100} required />}
        </Field>
        <Field label={m.cnt_support_email()} error={fieldError("email")}>
          {(id) => <input id={id} className="field" type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" maxLength={254} required />}
        </Field>
        <div className="sm:col-span-2">
          <Field label={m.cnt_support_topic()} error={fieldError("topic")}>
            {(id) => (
              <select id={id} className="field" value={topic} onChange={(e) => setTopic(e.target.value as TicketTopic)}>
                {ticketTopics.map((t) => (
                  <option key={t} value={t}>
                    {topicLabel[t]()}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field label={m.cnt_support_message()} error={fieldError("body")}>
            {(id) => <textarea id={id} className="field min-h-32" value={body} onChange={(e) => setBody(e.target.value)} maxLength={4000} required />}
          </Field>
        </div>
        <div className="sm:col-span-2 flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={state.kind === "sending"}>
            {state.kind === "sending" ? m.cnt_support_sending() : m.cnt_support_send()}
          </button>
          {state.kind === "failed" && (
            <p className="text-sm text-red-700" role="alert">
              {state.message}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}

/** The page of a CMS route (route.ts): its text; `/support` adds the contact form, `/contact` a way to it. */
export function RoutedContentPage() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const path = contentPathOf(pathname);
  if (path === "/support") {
    return (
      <ContentPage path={path}>
        <SupportForm />
      </ContentPage>
    );
  }
  if (path === "/contact") {
    return (
      <ContentPage path={path}>
        <p className="mt-8">
          <Link to="/support" hash="contact-form" className="btn-primary">
            {m.cnt_contact_form_link()}
          </Link>
        </p>
      </ContentPage>
    );
  }
  return <ContentPage path={path} />;
}
