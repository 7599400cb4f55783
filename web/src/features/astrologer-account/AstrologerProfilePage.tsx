/**
 * `/astrologer-profile` (issue 21): for an astrologer, the profile editor (photo, names and bios,
 * languages, specialties, rates, weekly hours); for anyone else, the application to become one,
 * or the state of the application they sent. The role is the session's (`/api/auth/me`), so an
 * approval shows here as soon as the session is read again.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useMatch } from "@tanstack/react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { MAX_PHOTO_BYTES, MAX_WINDOWS_PER_DAY, photoContentTypes } from "@contract/astrologer-account";
import { varaNames } from "@jyotish/terms/panchang";
import { AppLink } from "../../components/AppLink";
import { Field, revealFirstError } from "../../components/Field";
import { LoadingPage } from "../../components/Status";
import { toast } from "../../components/toast";
import { usePageMeta } from "../../app/page-meta";
import { currentLocale, currentLocaleTag, languageName } from "../../i18n/runtime";
import { HttpError } from "../../lib/api";
import { useSession } from "../../lib/session";
import { m } from "../../paraglide/messages.js";
import { type Application, type AstrologerProfile, applicationQueryOptions, profileQueryOptions, saveProfile, sendApplication, uploadPhoto } from "./api";
import { BasicsFields, DigitsInput, ErrorLine, RATE_DIGITS, errorTexts } from "./fields";
import {
  type BasicsForm,
  type DayHours,
  type FormErrors,
  type ProfileForm,
  basicsBody,
  basicsErrors,
  hasErrors,
  paiseToRupeesText,
  profileBody,
  profileErrors,
  serverFieldErrors,
  toWeek,
  withoutErrorsOf,
} from "./form";
import { dateTimeFormat } from "../../i18n/intl";

const card = "rounded-2xl border border-brand-100 bg-white p-4 sm:p-5";

export function AstrologerProfilePage() {
  const session = useSession();
  const { pathname } = useMatch({ strict: false });
  const { meta } = usePageMeta(pathname, currentLocale());
  const isAstrologer = session.user?.role === "astrologer";
  return (
    <div className="mx-auto max-w-3xl space-y-6 py-4" data-testid="astrologer-profile-page">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{isAstrologer ? meta?.heading : m.aa_apply_title()}</h1>
        {!isAstrologer && <p className="mt-2 text-gray-700">{m.aa_apply_intro()}</p>}
      </header>
      {isAstrologer ? <ProfileEditor /> : <ApplicationPanel />}
    </div>
  );
}

function LoadFailed({ error, retry }: { error: unknown; retry(): void }) {
  // The session says astrologer, the server says this account has no astrologer linked to it.
  const noProfile = error instanceof HttpError && error.status === 403;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
      <p>{noProfile ? m.aa_no_profile() : m.aa_load_failed()}</p>
      {!noProfile && (
        <button type="button" className="btn-outline mt-3" onClick={retry}>
          {m.aa_retry()}
        </button>
      )}
    </div>
  );
}

function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="aa-form-error">
      {message}
    </p>
  );
}

function SaveButton({ busy, label, testId }: { busy: boolean; label: string; testId: string }) {
  return (
    <button type="submit" className="btn-primary w-full py-2.5 sm:w-auto sm:px-8" disabled={busy} aria-busy={busy} data-testid={testId}>
      {busy && <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
      {label}
    </button>
  );
}

// ——— The astrologer's profile ———

function ProfileEditor() {
  const profile = useQuery(profileQueryOptions());
  if (profile.isPending) return <LoadingPage />;
  if (profile.isError) return <LoadFailed error={profile.error} retry={() => void profile.refetch()} />;
  return (
    <>
      <PhotoSection profile={profile.data} />
      <ProfileFormSection key={profile.data.id} profile={profile.data} />
    </>
  );
}

function formOf(p: AstrologerProfile): ProfileForm {
  return {
    name: p.name,
    nameHi: p.nameHi ?? "",
    nameTa: p.nameTa ?? "",
    nameTe: p.nameTe ?? "",
    bio: p.bio,
    bioHi: p.bioHi ?? "",
    bioTa: p.bioTa ?? "",
    bioTe: p.bioTe ?? "",
    experienceYears: String(p.experienceYears),
    languages: p.languages,
    specialties: p.specialties,
    chatRate: paiseToRupeesText(p.chatRatePaise),
    callRate: paiseToRupeesText(p.callRatePaise),
    videoRate: paiseToRupeesText(p.videoRatePaise),
    week: toWeek(p.availability),
  };
}

/** After a change, the public pages read the astrologer afresh. */
function useRefreshPublic() {
  const queryClient = useQueryClient();
  return (answer: AstrologerProfile) => {
    queryClient.setQueryData(profileQueryOptions().queryKey, answer);
    void queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith("/api/astrologers") });
  };
}

function PhotoSection({ profile }: { profile: AstrologerProfile }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const refresh = useRefreshPublic();
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function choose(chosen: File | undefined) {
    setError(null);
    setFile(null);
    setPreview(null);
    if (!chosen) return;
    if (!(photoContentTypes as readonly string[]).includes(chosen.type)) return setError(m.aa_photo_type());
    if (chosen.size > MAX_PHOTO_BYTES) return setError(m.aa_photo_too_large());
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  }

  async function upload() {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      refresh(await uploadPhoto(file));
      setFile(null);
      setPreview(null);
      if (input.current) input.current.value = "";
      toast({ title: m.aa_photo_uploaded() });
    } catch (err) {
      const status = err instanceof HttpError ? err.status : 0;
      setError(status === 413 ? m.aa_photo_too_large() : status === 415 ? m.aa_photo_type() : m.aa_photo_failed());
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={card} aria-labelledby="aa-photo-heading">
      <h2 id="aa-photo-heading" className="text-lg font-semibold">
        {m.aa_photo()}
      </h2>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start">
        <img
          src={preview ?? profile.image}
          alt={preview ? m.aa_photo_preview() : m.aa_photo_current()}
          width={112}
          height={112}
          className="h-28 w-28 shrink-0 rounded-full border border-brand-100 bg-brand-50 object-cover"
          data-testid={preview ? "aa-photo-preview" : "aa-photo-current"}
        />
        <div className="min-w-0 flex-1">
          <p className="text-sm text-gray-600">{m.aa_photo_hint()}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <label className="btn-outline cursor-pointer">
              {m.aa_photo_choose()}
              <input
                ref={input}
                type="file"
                accept={photoContentTypes.join(",")}
                className="sr-only"
                onChange={(e) => choose(e.currentTarget.files?.[0])}
                data-testid="aa-photo-input"
              />
            </label>
            {file && (
              <button type="button" className="btn-primary" onClick={() => void upload()} disabled={busy} aria-busy={busy} data-testid="aa-photo-upload">
                {m.aa_photo_upload()}
              </button>
            )}
          </div>
          <ErrorLine message={error} testId="aa-photo-error" />
        </div>
      </div>
    </section>
  );
}

function ProfileFormSection({ profile }: { profile: AstrologerProfile }) {
  const [form, setForm] = useState<ProfileForm>(() => formOf(profile));
  const [errors, setErrors] = useState<FormErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshPublic();
  const set = (patch: Partial<ProfileForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => withoutErrorsOf(e, patch));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    const found = profileErrors(form, errorTexts());
    setErrors(found);
    setAlert(null);
    if (hasErrors(found)) {
      setAlert(m.aa_save_failed());
      return revealFirstError(target);
    }
    setBusy(true);
    const body = profileBody(form);
    try {
      const answer = await saveProfile(body);
      refresh(answer);
      setForm(formOf(answer));
      toast({ title: m.aa_saved() });
    } catch (err) {
      const fromServer = err instanceof HttpError ? serverFieldErrors(err.body, body.availability) : {};
      setErrors(fromServer);
      setAlert(hasErrors(fromServer) ? m.aa_save_failed() : err instanceof HttpError && err.body ? err.body.error.message : m.aa_save_error());
      if (hasErrors(fromServer)) revealFirstError(target);
    } finally {
      setBusy(false);
    }
  }

  const translations = [
    ["hi", "nameHi", "bioHi"],
    ["ta", "nameTa", "bioTa"],
    ["te", "nameTe", "bioTe"],
  ] as const;

  return (
    <form className="space-y-6" onSubmit={(e) => void submit(e)} noValidate data-testid="aa-profile-form">
      <section className={`${card} space-y-4`}>
        <BasicsFields
          form={form}
          set={set}
          errors={errors}
          rates={
            <fieldset className="min-w-0">
              <legend className="mb-1 text-sm font-medium">{m.aa_rates()}</legend>
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
                <DigitsInput maxDigits={RATE_DIGITS} label={m.aa_chat_rate()} value={form.chatRate} onChange={(chatRate) => set({ chatRate })} error={errors.chatRate} testId="aa-chat-rate" />
                <DigitsInput maxDigits={RATE_DIGITS} label={m.aa_call_rate()} value={form.callRate} onChange={(callRate) => set({ callRate })} error={errors.callRate} placeholder={m.aa_rate_same()} testId="aa-call-rate" />
                <DigitsInput maxDigits={RATE_DIGITS} label={m.aa_video_rate()} value={form.videoRate} onChange={(videoRate) => set({ videoRate })} error={errors.videoRate} placeholder={m.aa_rate_same()} testId="aa-video-rate" />
              </div>
              <p className="mt-1 text-xs text-gray-500">{m.aa_rate_hint()}</p>
            </fieldset>
          }
        />
      </section>

      <details className={card} open={translations.some(([, name, bio]) => Boolean(errors[name] || errors[bio]))}>
        <summary className="cursor-pointer font-semibold">{m.aa_translations()}</summary>
        <p className="mt-2 text-sm text-gray-600">{m.aa_translations_hint()}</p>
        <div className="mt-3 space-y-4">
          {translations.map(([lang, name, bio]) => (
            <div key={lang} className="space-y-3" lang={lang}>
              <Field label={m.aa_name_in({ language: languageName(lang) })} error={errors[name]}>
                {(id) => <input id={id} className="field" maxLength={80} value={form[name]} onChange={(e) => set({ [name]: e.currentTarget.value })} data-testid={`aa-${name}`} />}
              </Field>
              <Field label={m.aa_bio_in({ language: languageName(lang) })} error={errors[bio]}>
                {(id) => <textarea id={id} className="field min-h-24" rows={3} maxLength={2000} value={form[bio]} onChange={(e) => set({ [bio]: e.currentTarget.value })} data-testid={`aa-${bio}`} />}
              </Field>
            </div>
          ))}
        </div>
      </details>

      <section className={card} aria-labelledby="aa-hours-heading">
        <h2 id="aa-hours-heading" className="text-lg font-semibold">
          {m.aa_availability()}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{m.aa_availability_hint()}</p>
        <WeekEditor week={form.week} onChange={(week) => set({ week })} errors={errors} />
        <ErrorLine message={errors.availability} />
      </section>

      <div className="space-y-3">
        <FormAlert message={alert} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SaveButton busy={busy} label={m.aa_save()} testId="aa-save" />
          <AppLink to={`/astrologer/${profile.slug}`} className="text-center font-semibold text-brand-700 hover:underline">
            {m.aa_view_public()}
          </AppLink>
        </div>
      </div>
    </form>
  );
}

/** Seven rows, Sunday first: closed, or one to three from–to windows. */
function WeekEditor({ week, onChange, errors }: { week: DayHours[]; onChange(week: DayHours[]): void; errors: FormErrors }) {
  const locale = currentLocale();
  const update = (day: number, patch: Partial<DayHours>) => onChange(week.map((row) => (row.day === day ? { ...row, ...patch } : row)));
  // Monday first, as Indian calendars and shop boards list the week.
  const ordered = [...week.slice(1), week[0]!];
  return (
    <ul className="mt-3 divide-y divide-brand-50" data-testid="aa-week">
      {ordered.map((row) => {
        const error = errors[`week.${row.day}`];
        return (
          <li key={row.day} className="py-3" data-testid={`aa-day-${row.day}`} data-field-error={error ? "" : undefined}>
            <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
              <div className="flex w-full items-center justify-between gap-3 sm:w-40 sm:pt-2">
                <span className="font-medium">{varaNames[row.day]![locale]}</span>
                <label className="flex items-center gap-1.5 text-sm text-gray-700">
                  <input type="checkbox" className="accent-brand-600" checked={row.closed} onChange={(e) => update(row.day, { closed: e.currentTarget.checked })} data-testid={`aa-closed-${row.day}`} />
                  {m.aa_closed()}
                </label>
              </div>
              {!row.closed && (
                <div className="min-w-0 flex-1 space-y-2">
                  {row.windows.map((w, i) => (
                    <div key={i} className="flex flex-wrap items-end gap-1.5">
                      <TimeInput label={m.aa_from()} value={w.from} onChange={(from) => update(row.day, { windows: row.windows.map((x, j) => (j === i ? { ...x, from } : x)) })} />
                      <TimeInput label={m.aa_to()} value={w.to} onChange={(to) => update(row.day, { windows: row.windows.map((x, j) => (j === i ? { ...x, to } : x)) })} />
                      {row.windows.length > 1 && (
                        <button
                          type="button"
                          className="flex h-10 w-7 items-center justify-center rounded text-xl leading-none text-red-700 hover:bg-red-50"
                          aria-label={m.aa_remove_window()}
                          title={m.aa_remove_window()}
                          onClick={() => update(row.day, { windows: row.windows.filter((_, j) => j !== i) })}
                        >
                          ×
                        </button>
                      )}
                    </div>
                  ))}
                  {row.windows.length < MAX_WINDOWS_PER_DAY && (
                    <button
                      type="button"
                      className="text-sm font-semibold text-brand-700 hover:underline"
                      onClick={() => update(row.day, { windows: [...row.windows, { from: row.windows.at(-1)?.to ?? "09:00", to: "21:00" }] })}
                    >
                      + {m.aa_add_window()}
                    </button>
                  )}
                </div>
              )}
            </div>
            <ErrorLine message={error} />
          </li>
        );
      })}
    </ul>
  );
}

function TimeInput({ label, value, onChange }: { label: string; value: string; onChange(v: string): void }) {
  return (
    <label className="flex flex-col text-xs text-gray-600">
      {label}
      <input type="time" step={60} className="field mt-0.5 w-[7.75rem] px-2" value={value} lang={currentLocaleTag()} onChange={(e) => onChange(e.currentTarget.value)} />
    </label>
  );
}

// ——— Applying ———

function ApplicationPanel() {
  const application = useQuery(applicationQueryOptions());
  if (application.isPending) return <LoadingPage />;
  if (application.isError) return <LoadFailed error={application.error} retry={() => void application.refetch()} />;
  const latest = application.data.application;
  if (latest?.status === "pending") return <PendingCard application={latest} onCheck={() => void application.refetch()} />;
  if (latest?.status === "approved") return <ApprovedCard />;
  return (
    <>
      {latest?.status === "rejected" && (
        <section className="rounded-2xl border border-amber-200 bg-amber-50 p-4" data-testid="aa-application-rejected">
          <h2 className="font-semibold">{m.aa_rejected_title()}</h2>
          {latest.note && <p className="mt-1">{m.aa_rejected_note({ note: latest.note })}</p>}
          <p className="mt-1 text-sm text-gray-700">{m.aa_apply_again()}</p>
        </section>
      )}
      <ApplicationForm previous={latest} />
    </>
  );
}

function PendingCard({ application, onCheck }: { application: Application; onCheck(): void }) {
  const session = useSession();
  const date = dateTimeFormat(currentLocaleTag(), { dateStyle: "long" }).format(new Date(application.createdAt));
  return (
    <section className={card} data-testid="aa-application-pending">
      <h2 className="text-lg font-semibold">{m.aa_pending_title()}</h2>
      <p className="mt-1 text-gray-700">{m.aa_pending_body({ date })}</p>
      <button
        type="button"
        className="btn-outline mt-4"
        onClick={() => {
          onCheck();
          void session.reload();
        }}
      >
        {m.aa_check_again()}
      </button>
    </section>
  );
}

/** Approved, while the session still holds the old role: reading it again opens the editor. */
function ApprovedCard() {
  const session = useSession();
  return (
    <section className="rounded-2xl border border-green-200 bg-green-50 p-4" data-testid="aa-application-approved">
      <p>{m.aa_approved()}</p>
      <button type="button" className="btn-primary mt-3" onClick={() => void session.reload()}>
        {m.aa_open_profile()}
      </button>
    </section>
  );
}

function ApplicationForm({ previous }: { previous: Application | null }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<BasicsForm>(() => ({
    name: previous?.name ?? session.user?.name ?? "",
    bio: previous?.bio ?? "",
    experienceYears: previous ? String(previous.experienceYears) : "",
    languages: previous?.languages ?? [currentLocale()],
    specialties: previous?.specialties ?? [],
    chatRate: previous ? paiseToRupeesText(previous.chatRatePaise) : "",
  }));
  const [errors, setErrors] = useState<FormErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<BasicsForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => withoutErrorsOf(e, patch));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    const found = basicsErrors(form, errorTexts());
    setErrors(found);
    setAlert(null);
    if (hasErrors(found)) return revealFirstError(target);
    setBusy(true);
    try {
      const application = await sendApplication(basicsBody(form));
      queryClient.setQueryData(applicationQueryOptions().queryKey, { application });
      toast({ title: m.aa_apply_sent() });
    } catch (err) {
      const fromServer = err instanceof HttpError ? serverFieldErrors(err.body) : {};
      setErrors(fromServer);
      setAlert(err instanceof HttpError && err.body && !hasErrors(fromServer) ? err.body.error.message : m.aa_apply_failed());
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={`${card} space-y-4`} onSubmit={(e) => void submit(e)} noValidate data-testid="aa-application-form">
      <BasicsFields
        form={form}
        set={set}
        errors={errors}
        rates={
          <div className="sm:w-60">
            <DigitsInput maxDigits={RATE_DIGITS} label={m.aa_chat_rate()} value={form.chatRate} onChange={(chatRate) => set({ chatRate })} error={errors.chatRate} testId="aa-chat-rate" />
            <p className="mt-1 text-xs text-gray-500">{m.aa_rate_hint_chat()}</p>
          </div>
        }
      />
      <FormAlert message={alert} />
      <SaveButton busy={busy} label={m.aa_apply_submit()} testId="aa-apply" />
    </form>
  );
}
