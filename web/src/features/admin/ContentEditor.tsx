/**
 * The editor of one article or page (issue 24): the item's own fields (slug, category, gradient;
 * a page's tools) and, per language tab, the title, description and Markdown, with the server's
 * rendering beside it (`POST /api/admin/content/preview`, ~300 ms after the last keystroke).
 * Images are uploaded as they are (`POST /api/admin/media`) and linked at the cursor. A save
 * sends the `updatedAt` the text was loaded with, so another admin's newer save is not
 * overwritten (409): the editor says so and offers to reload.
 */
import { type ClipboardEvent, useEffect, useRef, useState } from "react";
import { useRouter } from "@tanstack/react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ArticleCategory, type ContentKind, type Gradient, articleCategories, gradients, mediaContentTypes, slugFromTitle } from "@contract/content-values";
import { Field } from "../../components/Field";
import { LoadingPage } from "../../components/Status";
import { toast } from "../../components/toast";
import { CmsHtml } from "../content/CmsHtml";
import { currentLocaleTag, languageName } from "../../i18n/runtime";
import { HttpError } from "../../lib/api";
import { m } from "../../paraglide/messages.js";
import { type AdminContentDetail, type Locale, contentQueryOptions, createContent, deleteText, locales, previewMarkdown, saveText, updateContent, uploadMedia } from "./api";
import { fieldError, istLocalToIso, isoToIstLocal, serverErrors } from "./form";
import { Alert, Busy, StateBadge, dateTime, stateName, textState } from "./ui";

interface Draft { title: string; description: string; body: string }
interface ItemFields { slug: string; category: ArticleCategory | ""; gradient: Gradient; tools: string }
const emptyDraft: Draft = { title: "", description: "", body: "" };

const draftOf = (detail: AdminContentDetail | undefined, locale: Locale): Draft => {
  const text = detail?.texts.find((t) => t.locale === locale);
  return text ? { title: text.title, description: text.description, body: text.body } : emptyDraft;
};
const itemOf = (detail: AdminContentDetail | undefined): ItemFields => ({
  slug: detail?.slug ?? "",
  category: detail?.category ?? "",
  gradient: detail?.gradient ?? "violet",
  tools: detail?.tools.join("\n") ?? "",
});
const sameDraft = (a: Draft, b: Draft) => a.title === b.title && a.description === b.description && a.body === b.body;
const toolsList = (text: string) => text.split(/[\s,]+/).filter(Boolean);

export function ContentEditor({ id, kind, locale }: { id: number | undefined; kind: ContentKind | undefined; locale: Locale }) {
  const detail = useQuery({ ...contentQueryOptions(id ?? 0), enabled: id !== undefined });
  if (id !== undefined && detail.isPending) return <LoadingPage />;
  if (id !== undefined && detail.isError) {
    const missing = detail.error instanceof HttpError && detail.error.status === 404;
    return <Alert>{missing ? m.adm_content_missing() : m.adm_load_failed()}</Alert>;
  }
  return <Editor detail={detail.data} kind={detail.data?.kind ?? kind ?? "article"} initialLocale={locale} />;
}

type Action = "save" | "publish" | "schedule" | "unpublish" | "delete";

function Editor({ detail, kind, initialLocale }: { detail: AdminContentDetail | undefined; kind: ContentKind; initialLocale: Locale }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const [drafts, setDrafts] = useState<Record<Locale, Draft>>(() => Object.fromEntries(locales.map((l) => [l, draftOf(detail, l)])) as Record<Locale, Draft>);
  const [item, setItem] = useState<ItemFields>(() => itemOf(detail));
  const [slugTouched, setSlugTouched] = useState(detail !== undefined);
  const [scheduleAt, setScheduleAt] = useState("");
  const [busy, setBusy] = useState<Action | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const leavingOnPurpose = useRef(false);

  const saved = detail?.texts.find((t) => t.locale === locale);
  const savedState = saved ? textState(saved.status, saved.publishAt) : null;
  const draft = drafts[locale];
  const baseItem = itemOf(detail);
  const itemDirty = item.slug !== baseItem.slug || item.category !== baseItem.category || item.gradient !== baseItem.gradient || item.tools !== baseItem.tools;
  const dirtyLocales = locales.filter((l) => !sameDraft(drafts[l], draftOf(detail, l)));
  const dirty = itemDirty || dirtyLocales.length > 0;

  useEffect(() => {
    if (saved?.publishAt && savedState === "scheduled") setScheduleAt(isoToIstLocal(saved.publishAt));
  }, [saved?.publishAt, savedState]);

  // Leaving the editor (another page, another item, closing the tab) with unsaved changes asks
  // first; switching language tabs changes only the search. The history's own blocker, not the
  // router's useBlocker hook, which would add its code to the app's first JavaScript.
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  useEffect(
    () =>
      router.history.block({
        blockerFn: ({ currentLocation, nextLocation }) => {
          if (leavingOnPurpose.current || !dirtyRef.current) return false;
          const current = new URLSearchParams(currentLocation.search);
          const next = new URLSearchParams(nextLocation.search);
          if (currentLocation.pathname === nextLocation.pathname && current.get("id") === next.get("id") && current.get("new") === next.get("new")) return false;
          return !window.confirm(m.adm_leave_unsaved());
        },
        enableBeforeUnload: () => dirtyRef.current && !leavingOnPurpose.current,
      }),
    [router],
  );

  const setDraft = (patch: Partial<Draft>) => {
    setDrafts((all) => ({ ...all, [locale]: { ...all[locale], ...patch } }));
    if (kind === "article" && locale === "en" && patch.title !== undefined && !slugTouched) setItem((i) => ({ ...i, slug: slugFromTitle(patch.title!) }));
  };

  function chooseLocale(next: Locale) {
    setLocale(next);
    setErrors({});
    setMessage(null);
    setConflict(null);
    void router.navigate({ to: "/admin/articles" as "/", search: { ...(detail ? { id: detail.id } : { new: kind }), locale: next } as never, replace: true });
  }

  function settle(answer: AdminContentDetail, reset: Locale[] = []) {
    queryClient.setQueryData(contentQueryOptions(answer.id).queryKey, answer);
    void queryClient.invalidateQueries({ queryKey: ["/api/admin/content"], exact: false, predicate: (q) => q.queryKey.length > 2 });
    if (reset.length) setDrafts((all) => ({ ...all, ...Object.fromEntries(reset.map((l) => [l, draftOf(answer, l)])) }));
    setItem(itemOf(answer));
    setSlugTouched(true);
  }

  async function run(action: Action) {
    setErrors({});
    setMessage(null);
    setConflict(null);
    let publishAt: string | null = null;
    if (action === "schedule") {
      publishAt = istLocalToIso(scheduleAt);
      if (!publishAt || Date.parse(publishAt) <= Date.now()) {
        setErrors({ publishAt: m.adm_schedule_future() });
        return;
      }
    }
    if (action === "delete" && !window.confirm(m.adm_delete_language_confirm({ language: languageName(locale) }))) return;
    setBusy(action);
    let current = detail;
    try {
      // The item first: a new one is created, a changed one saved, before its text.
      const fields = {
        slug: item.slug.trim(),
        ...(kind === "article" ? { ...(item.category ? { category: item.category } : {}), gradient: item.gradient } : { tools: toolsList(item.tools) }),
      };
      try {
        if (!current) current = await createContent({ kind, ...fields });
        else if (itemDirty) current = await updateContent(current.id, fields);
      } catch (error) {
        const found = serverErrors(error);
        setErrors(found.fields);
        setMessage(found.message);
        return;
      }
      if (action === "delete") {
        settle(await deleteText(current.id, locale), [locale]);
        toast({ title: m.adm_language_deleted({ language: languageName(locale) }) });
        return;
      }
      const status = action === "unpublish" ? "draft" : action === "save" ? (saved?.status ?? "draft") : "published";
      const keepAt = action === "save" && saved?.status === "published" ? saved.publishAt : null;
      try {
        const answer = await saveText(current.id, locale, {
          title: draft.title,
          description: draft.description,
          body: draft.body,
          status,
          publishAt: action === "schedule" ? publishAt : keepAt,
          ...(saved ? { expectedUpdatedAt: saved.updatedAt } : {}),
        });
        settle(answer, [locale]);
        toast({ title: action === "publish" ? m.adm_published() : action === "schedule" ? m.adm_scheduled() : action === "unpublish" ? m.adm_unpublished() : m.adm_saved() });
        if (!detail) {
          leavingOnPurpose.current = true;
          void router.navigate({ to: "/admin/articles" as "/", search: { id: answer.id, locale } as never, replace: true });
        }
      } catch (error) {
        const found = serverErrors(error);
        if (error instanceof HttpError && error.status === 409) setConflict(found.message ?? m.adm_conflict());
        else {
          setErrors(found.fields);
          setMessage(found.message);
        }
        // A new item that was created keeps its number even when its first text failed.
        if (!detail && current) settle(current);
      }
    } finally {
      setBusy(null);
    }
  }

  async function reload() {
    if (!detail) return;
    const fresh = await queryClient.fetchQuery({ ...contentQueryOptions(detail.id), staleTime: 0 });
    settle(fresh, [locale]);
    setConflict(null);
  }

  const busyAny = busy !== null;
  return (
    <div className="space-y-4" data-testid="adm-editor">
      <section className="rounded-2xl border border-brand-100 bg-white p-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <div className="sm:col-span-2">
            <Field label={kind === "article" ? m.adm_slug() : m.adm_page_path()} error={fieldError(errors, "slug")}>
              {(fid) => (
                <input
                  id={fid}
                  className="field font-mono"
                  value={item.slug}
                  placeholder={kind === "article" ? "saturn-retrograde-2026" : "/learn-astrology/basics"}
                  onChange={(e) => {
                    setSlugTouched(true);
                    setItem({ ...item, slug: e.currentTarget.value });
                  }}
                  data-testid="adm-slug"
                />
              )}
            </Field>
            {kind === "article" && <p className="mt-1 text-xs text-gray-600">{m.adm_slug_hint()}</p>}
          </div>
          {kind === "article" ? (
            <>
              <Field label={m.adm_category()} error={fieldError(errors, "category")}>
                {(fid) => (
                  <select id={fid} className="field" value={item.category} onChange={(e) => setItem({ ...item, category: e.currentTarget.value as ArticleCategory })} data-testid="adm-category">
                    <option value="" disabled>
                      {m.adm_choose()}
                    </option>
                    {articleCategories.map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label={m.adm_gradient()} error={fieldError(errors, "gradient")}>
                {(fid) => (
                  <select id={fid} className="field" value={item.gradient} onChange={(e) => setItem({ ...item, gradient: e.currentTarget.value as Gradient })} data-testid="adm-gradient">
                    {gradients.map((g) => (
                      <option key={g} value={g}>
                        {g}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </>
          ) : (
            <div className="sm:col-span-2">
              <Field label={m.adm_tools()} error={fieldError(errors, "tools")}>
                {(fid) => <textarea id={fid} rows={2} className="field font-mono text-sm" value={item.tools} onChange={(e) => setItem({ ...item, tools: e.currentTarget.value })} placeholder="/kundli /panchang" />}
              </Field>
              <p className="mt-1 text-xs text-gray-600">{m.adm_tools_hint()}</p>
            </div>
          )}
        </div>
      </section>

      <div role="tablist" aria-label={m.adm_languages()} className="relative flex gap-1 overflow-x-auto rounded-lg bg-gray-100 p-1">
        {locales.map((l) => {
          const text = detail?.texts.find((t) => t.locale === l);
          return (
            <button
              key={l}
              type="button"
              role="tab"
              aria-selected={l === locale}
              className={`flex-1 whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold ${l === locale ? "bg-white text-brand-700 shadow-sm" : "text-gray-600"}`}
              onClick={() => chooseLocale(l)}
              data-testid={`adm-tab-${l}`}
            >
              {languageName(l)}
              {dirtyLocales.includes(l) ? " •" : ""}
              <span className="sr-only"> {text ? stateName(textState(text.status, text.publishAt)) : m.adm_state_missing()}</span>
            </button>
          );
        })}
      </div>

      <div role="tabpanel" className="space-y-4" lang={locale}>
        <div className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
          {savedState ? <StateBadge state={savedState} /> : <span className="rounded-full border border-dashed border-gray-300 px-2 py-0.5 text-xs">{m.adm_state_missing()}</span>}
          {saved && (
            <span>
              {m.adm_updated_at({ when: dateTime(saved.updatedAt, currentLocaleTag()) })}
              {saved.publishAt && savedState !== "draft" ? ` · ${m.adm_publish_at({ when: dateTime(saved.publishAt, currentLocaleTag()) })}` : ""}
            </span>
          )}
        </div>
        <Field label={m.adm_title()} error={fieldError(errors, "title")}>
          {(fid) => <input id={fid} className="field" value={draft.title} onChange={(e) => setDraft({ title: e.currentTarget.value })} data-testid="adm-title" />}
        </Field>
        <Field label={kind === "article" ? m.adm_excerpt() : m.adm_description()} error={fieldError(errors, "description")}>
          {(fid) => <textarea id={fid} rows={2} className="field" value={draft.description} onChange={(e) => setDraft({ description: e.currentTarget.value })} data-testid="adm-description" />}
        </Field>
        <MarkdownWithPreview body={draft.body} onChange={(body) => setDraft({ body })} error={fieldError(errors, "body")} />

        {message && <Alert testId="adm-editor-error">{message}</Alert>}
        {conflict && (
          <Alert testId="adm-conflict">
            <p>{conflict}</p>
            <button type="button" className="btn-outline mt-2" onClick={() => void reload()}>
              {m.adm_reload_text()}
            </button>
          </Alert>
        )}

        <div className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50/40 p-3 sm:flex-row sm:flex-wrap sm:items-end">
          <button type="button" className="btn-primary" disabled={busyAny} onClick={() => void run("save")} data-testid="adm-save">
            <Busy busy={busy === "save"}>{saved?.status === "published" ? m.adm_save_changes() : m.adm_save_draft()}</Busy>
          </button>
          {savedState !== "published" && (
            <button type="button" className="btn-primary" disabled={busyAny} onClick={() => void run("publish")} data-testid="adm-publish">
              <Busy busy={busy === "publish"}>{m.adm_publish_now()}</Busy>
            </button>
          )}
          {savedState !== "published" && (
            <div className="flex items-end gap-2">
              <Field label={m.adm_schedule_at()} error={fieldError(errors, "publishAt")}>
                {(fid) => <input id={fid} type="datetime-local" className="field" value={scheduleAt} onChange={(e) => setScheduleAt(e.currentTarget.value)} data-testid="adm-schedule-at" />}
              </Field>
              <button type="button" className="btn-outline shrink-0" disabled={busyAny || !scheduleAt} onClick={() => void run("schedule")} data-testid="adm-schedule">
                <Busy busy={busy === "schedule"}>{m.adm_schedule()}</Busy>
              </button>
            </div>
          )}
          {saved?.status === "published" && (
            <button type="button" className="btn-outline" disabled={busyAny} onClick={() => void run("unpublish")} data-testid="adm-unpublish">
              <Busy busy={busy === "unpublish"}>{m.adm_unpublish()}</Busy>
            </button>
          )}
          {saved && (
            <button type="button" className="btn-outline border-red-300 text-red-700 sm:ml-auto" disabled={busyAny} onClick={() => void run("delete")} data-testid="adm-delete-language">
              <Busy busy={busy === "delete"}>{m.adm_delete_language()}</Busy>
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

/** The Markdown textarea with the server's rendering beside it (below it on a phone), and image upload. */
function MarkdownWithPreview({ body, onChange, error }: { body: string; onChange(body: string): void; error?: string }) {
  const area = useRef<HTMLTextAreaElement>(null);
  const preview = usePreview(body);
  const [upload, setUpload] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  async function uploadImage(file: File) {
    if (!(mediaContentTypes as readonly string[]).includes(file.type)) return setUpload({ busy: false, error: m.adm_image_type() });
    setUpload({ busy: true, error: null });
    try {
      const { url } = await uploadMedia(file);
      const alt = file.name.replace(/\.[^.]+$/, "").replace(/[[\]]/g, "") || m.adm_image_alt();
      const el = area.current;
      const start = el?.selectionStart ?? body.length;
      const end = el?.selectionEnd ?? body.length;
      const inserted = `![${alt}](${url})`;
      onChange(body.slice(0, start) + inserted + body.slice(end));
      requestAnimationFrame(() => {
        el?.focus();
        el?.setSelectionRange(start + inserted.length, start + inserted.length);
      });
      setUpload({ busy: false, error: null });
    } catch (err) {
      const status = err instanceof HttpError ? err.status : 0;
      setUpload({ busy: false, error: status === 413 ? m.adm_image_too_large() : status === 415 ? m.adm_image_type() : m.adm_image_failed() });
    }
  }

  function onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const file = Array.from(event.clipboardData.files).find((f) => f.type.startsWith("image/"));
    if (!file) return;
    event.preventDefault();
    void uploadImage(file);
  }

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="min-w-0">
        <Field label={m.adm_body()} error={error}>
          {(fid) => (
            <textarea
              id={fid}
              ref={area}
              rows={18}
              className="field min-h-[16rem] font-mono text-sm"
              value={body}
              onChange={(e) => onChange(e.currentTarget.value)}
              onPaste={onPaste}
              data-testid="adm-body"
            />
          )}
        </Field>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <label className="btn-outline cursor-pointer">
            <Busy busy={upload.busy}>{m.adm_image_upload()}</Busy>
            <input
              type="file"
              accept={mediaContentTypes.join(",")}
              className="sr-only"
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                e.currentTarget.value = "";
                if (file) void uploadImage(file);
              }}
              data-testid="adm-image-input"
            />
          </label>
          <span className="text-gray-600">{m.adm_image_hint()}</span>
        </div>
        {upload.error && (
          <p role="alert" className="mt-1 text-sm text-red-700" data-testid="adm-image-error">
            {upload.error}
          </p>
        )}
      </div>
      <div className="min-w-0">
        <div className="mb-1 flex items-center justify-between text-sm font-medium">
          <span>{m.adm_preview()}</span>
          {preview.data && <span className="text-gray-600" data-testid="adm-read-minutes">{m.adm_read_minutes({ count: preview.data.readMinutes })}</span>}
        </div>
        <div className="min-h-[16rem] overflow-x-auto rounded-lg border border-gray-200 bg-white p-3" aria-live="polite" aria-busy={preview.pending} data-testid="adm-preview">
          {preview.error ? <p className="text-sm text-red-700">{m.adm_preview_failed()}</p> : preview.data ? <CmsHtml html={preview.data.html} /> : <p className="text-sm text-gray-500">{m.adm_preview_empty()}</p>}
        </div>
      </div>
    </div>
  );
}

/** The server's rendering of `body`, asked ~300 ms after it last changed (an older request is aborted). */
function usePreview(body: string) {
  const [state, setState] = useState<{ data: { html: string; readMinutes: number } | null; error: boolean; pending: boolean }>({ data: null, error: false, pending: false });
  useEffect(() => {
    if (!body.trim()) {
      setState({ data: null, error: false, pending: false });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, pending: true }));
    const timer = setTimeout(() => {
      previewMarkdown(body, controller.signal).then(
        (data) => setState({ data, error: false, pending: false }),
        () => !controller.signal.aborted && setState({ data: null, error: true, pending: false }),
      );
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [body]);
  return state;
}
