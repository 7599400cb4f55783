/**
 * The account pages, one lazily loaded chunk: sign in (/login, /auth-login) by email and
 * password or by a code texted to a mobile number, sign up (/signup, /hindi/register), password
 * reset (/reset-pin), the Google return page, the profile and the dashboard.
 *
 * Where the visitor was going (`?redirect=`, checked where it is read: `pendingRedirect`) travels
 * with every link between sign-in, sign-up and reset, so whichever way the visitor signs in, the
 * page that sent them is where they land (issue 19).
 */
import type { PhoneSignedIn } from "@contract/auth";
import { formatLongDate } from "../panchang/format";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, Suspense, lazy, useState } from "react";
import { AppLink } from "../../components/AppLink";
import { Field, revealFirstError } from "../../components/Field";
import { LoadingPage } from "../../components/Status";
import { toast } from "../../components/toast";
import { type Locale, localeNativeName, localizePath, locales } from "../../i18n/locale";
import { currentLocale, formatRupees, switchLanguage } from "../../i18n/runtime";
import { apiFetch } from "../../lib/api";
import { m } from "../../paraglide/messages.js";
import { indianMobileE164 } from "@contract/phone";
import { AuthCallError, authCall, fetchProviders, finishSignIn, pendingRedirect, type SignedIn } from "./client";
import { accountLabel, type SessionUser, useSession } from "../../lib/session";
import { useFreeChatMinutes } from "../astrologers/free-minutes";
import { withFreeChatOffer } from "../astrologers/free-offer";

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const minPasswordLength = 8;

function Card({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md py-6 sm:py-10">
      <div className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm sm:p-7">
        <h1 className="text-2xl font-bold">{title}</h1>
        {intro && <p className="mt-1 text-gray-600">{intro}</p>}
        <div className="mt-5">{children}</div>
      </div>
    </div>
  );
}

function TextInput(props: {
  label: string;
  type?: "text" | "email" | "password" | "tel";
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  error?: string;
  testId?: string;
  inputMode?: "numeric" | "email" | "tel" | "text";
  maxLength?: number;
  required?: boolean;
}) {
  return (
    <Field label={props.label} error={props.error}>
      {(id) => (
        <input
          id={id}
          className="field"
          type={props.type ?? "text"}
          value={props.value}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          required={props.required}
          aria-invalid={props.error ? true : undefined}
          data-testid={props.testId}
          onChange={(e) => props.onChange(e.currentTarget.value)}
        />
      )}
    </Field>
  );
}

function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="form-error">
      {message}
    </p>
  );
}

function SubmitButton({ busy, children, testId }: { busy: boolean; children: ReactNode; testId?: string }) {
  return (
    <button type="submit" className="btn-primary w-full py-2.5" disabled={busy} aria-busy={busy} data-testid={testId}>
      {busy && <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
      {children}
    </button>
  );
}

function passwordError(password: string): string | undefined {
  if (password.length < minPasswordLength) return m.auth_password_too_short();
  if (password.length > 128) return m.auth_password_too_long();
  return undefined;
}

/** The errors of a new password and its confirmation, by field. */
function newPasswordErrors(password: string, confirm: string) {
  return { password: passwordError(password), confirm: confirm === password ? undefined : m.auth_password_mismatch() };
}

const hasErrors = (found: Record<string, string | undefined>) => Object.values(found).some(Boolean);

/**
 * One form's call: busy while it runs, and on failure the server's message (AuthCallError) or
 * `fallback`. An action that signs in answers "signed-in" and the form stays busy until the reload.
 */
function useFormCall(fallback: () => string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  async function run(action: () => Promise<"signed-in" | void>) {
    setError(null);
    setBusy(true);
    try {
      if ((await action()) === "signed-in") setSignedIn(true);
      else setBusy(false);
    } catch (err) {
      setError(err instanceof AuthCallError ? err.message : fallback());
      setBusy(false);
    }
  }
  return { busy: busy || signedIn, signedIn, error, setError, run };
}

/** The page's pending redirect as search state for a link to another account page (none: no search). */
function redirectSearch(): Record<string, string> | undefined {
  const redirect = pendingRedirect();
  return redirect ? { redirect } : undefined;
}

/** Below a sign-in or sign-up form: Google, and a link to the other form that keeps where the visitor was going. */
function OtherWays({ prompt, to, label, children }: { prompt: string; to: string; label: string; children?: ReactNode }) {
  return (
    <>
      <Divider />
      {children}
      <GoogleButton />
      <p className="mt-5 text-center text-sm text-gray-600">
        {prompt}{" "}
        <AppLink to={to} search={redirectSearch()} className="font-semibold text-brand-700 hover:underline">
          {label}
        </AppLink>
      </p>
    </>
  );
}

/** Google sign-in: a link to the Worker's start route, or an explanation when it is not configured. */
function GoogleButton() {
  const providers = useQuery({ queryKey: ["/api/auth/providers"], queryFn: fetchProviders, staleTime: 60 * 60_000 });
  const redirect = pendingRedirect() ?? localizePath("/dashboard", currentLocale());
  const icon = (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.7-4.9h-4v3.1A12 12 0 0 0 12 24z" />
      <path fill="#FBBC05" d="M5.3 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.8l4-3z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8z" />
    </svg>
  );
  if (providers.data?.google) {
    return (
      <a href={`/api/auth/google?redirect=${encodeURIComponent(redirect)}`} className="btn w-full border border-gray-300 bg-white py-2.5 text-gray-800 hover:bg-gray-50" data-testid="google-signin">
        {icon}
        {m.auth_google_continue()}
      </a>
    );
  }
  return (
    <div>
      <button type="button" disabled className="btn w-full border border-gray-300 bg-white py-2.5 text-gray-800" aria-describedby="google-off" data-testid="google-signin">
        {icon}
        {m.auth_google_continue()}
      </button>
      {providers.data && (
        <p id="google-off" className="mt-1 text-center text-xs text-gray-500">
          {m.auth_google_not_configured()}
        </p>
      )}
    </div>
  );
}

function Divider() {
  return (
    <div className="my-5 flex items-center gap-3 text-xs uppercase text-gray-400">
      <span className="h-px flex-1 bg-gray-200" />
      {m.auth_or()}
      <span className="h-px flex-1 bg-gray-200" />
    </div>
  );
}

function AlreadySignedIn({ user }: { user: SessionUser }) {
  return (
    <Card title={m.auth_already_title()} intro={m.auth_already_body({ email: accountLabel(user) })}>
      <div className="flex flex-wrap gap-2">
        <AppLink to="/dashboard" className="btn-primary">
          {m.nav_dashboard()}
        </AppLink>
        <AppLink to="/" className="btn-outline">
          {m.nav_home()}
        </AppLink>
      </div>
    </Card>
  );
}

export function LoginPage() {
  const session = useSession();
  const [mode, setMode] = useState<"email" | "phone">("email");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const form = useFormCall(m.auth_login_failed);
  const [phoneSignedIn, setPhoneSignedIn] = useState(false);
  if (session.user && !form.signedIn && !phoneSignedIn) return <AlreadySignedIn user={session.user} />;
  const switchMode = (
    <button type="button" className="btn w-full border border-gray-300 bg-white py-2.5 text-gray-800 hover:bg-gray-50 mb-3" onClick={() => setMode(mode === "email" ? "phone" : "email")} data-testid="signin-mode">
      {mode === "email" ? m.signin_use_phone() : m.signin_use_email()}
    </button>
  );
  if (mode === "phone") {
    return (
      <Card title={m.auth_login_title()} intro={m.signin_phone_new_account()}>
        <PhoneSignIn onSignedIn={() => setPhoneSignedIn(true)} />
        <OtherWays prompt={m.auth_no_account()} to="/signup" label={m.nav_sign_up()}>
          {switchMode}
        </OtherWays>
      </Card>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!emailPattern.test(email.trim()) || password.length === 0) {
      form.setError(m.auth_fill_both());
      return;
    }
    void form.run(async () => {
      const answer = await authCall<SignedIn>("/api/auth/login", { email: email.trim(), password }, m.auth_login_failed(), { messages: { unauthorized: m.auth_err_invalid_login() } });
      finishSignIn(answer, "email");
      return "signed-in";
    });
  }

  return (
    <Card title={m.auth_login_title()} intro={m.auth_login_intro()}>
      <form className="space-y-4" onSubmit={submit} noValidate data-testid="login-form">
        <TextInput label={m.auth_email()} type="email" value={email} onChange={setEmail} autoComplete="email" inputMode="email" testId="login-email" />
        <TextInput label={m.auth_password()} type="password" value={password} onChange={setPassword} autoComplete="current-password" testId="login-password" />
        <div className="text-right text-sm">
          <AppLink to="/reset-pin" search={redirectSearch()} className="font-medium text-brand-700 hover:underline">
            {m.auth_forgot()}
          </AppLink>
        </div>
        <FormError message={form.error} />
        <SubmitButton busy={form.busy} testId="login-submit">
          {form.signedIn ? m.auth_signing_in() : m.nav_sign_in()}
        </SubmitButton>
      </form>
      <OtherWays prompt={m.auth_no_account()} to="/signup" label={m.nav_sign_up()}>
        {switchMode}
      </OtherWays>
    </Card>
  );
}

/**
 * Phone sign-in in two steps (issue 19): the mobile number, then the 6-digit code from the SMS.
 * The first answer is the same for every valid number (the first sign-in creates the account).
 */
function PhoneSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [step, setStep] = useState<"phone" | "code">("phone");
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const sending = useFormCall(m.signin_phone_failed);
  const verifying = useFormCall(m.signin_phone_failed);
  const busy = sending.busy || verifying.busy;
  const error = sending.error ?? verifying.error;
  const e164 = indianMobileE164(phone);

  function start(event?: FormEvent) {
    event?.preventDefault();
    setErrors({ phone: e164 ? undefined : m.signin_phone_invalid() });
    if (!e164) return;
    verifying.setError(null);
    void sending.run(async () => {
      await authCall<{ status: "check-phone" }>("/api/auth/phone/start", { phone: e164, language: currentLocale() }, m.signin_phone_failed(), { messages: { validation_failed: m.signin_phone_invalid() } });
      setCode("");
      setStep("code");
    });
  }

  function verify(event: FormEvent) {
    event.preventDefault();
    const found = { code: /^\d{6}$/.test(code.trim()) ? undefined : m.auth_code_invalid() };
    setErrors(found);
    if (hasErrors(found) || !e164) return;
    sending.setError(null);
    void verifying.run(async () => {
      const answer = await authCall<PhoneSignedIn>("/api/auth/phone/verify", { phone: e164, code: code.trim() }, m.signin_phone_failed(), { messages: { bad_request: m.auth_err_code_wrong() } });
      onSignedIn();
      // A first code makes the account: that is a sign-up for analytics (spec §7).
      finishSignIn(answer, "phone", answer.created ? "signup_completed" : undefined);
      return "signed-in";
    });
  }

  if (step === "code") {
    return (
      <>
        <p className="mb-4 text-gray-600" data-testid="signin-phone-sent">
          {m.signin_phone_code_sent({ phone: e164 ? `+91 ${e164.slice(3, 8)} ${e164.slice(8)}` : phone })}
        </p>
        <CodeForm
          testIds={{ form: "signin-phone-code-form", code: "signin-phone-code", submit: "signin-phone-verify", resend: "signin-phone-resend" }}
          {...{ code, setCode, error, busy }}
          codeError={errors.code}
          onSubmit={verify}
          submitLabel={verifying.signedIn ? m.auth_signing_in() : m.signin_phone_verify()}
          onResend={() => start()}
          otherLabel={m.signin_phone_other_number()}
          onOther={() => setStep("phone")}
        />
      </>
    );
  }
  return (
    <form className="space-y-4" onSubmit={start} noValidate data-testid="signin-phone-form">
      <TextInput label={m.signin_phone_label()} type="tel" value={phone} onChange={setPhone} autoComplete="tel-national" inputMode="tel" maxLength={20} error={errors.phone} testId="signin-phone" />
      <p className="text-xs text-gray-500">{m.signin_phone_hint()}</p>
      <FormError message={error} />
      <SubmitButton busy={busy} testId="signin-phone-send">
        {m.signin_phone_send()}
      </SubmitButton>
    </form>
  );
}

/**
 * Sign-up in two steps (issue 18): email and password, then the 6-digit code from the mail. The
 * first answer is the same whether or not the email has an account — an owner's mail says so
 * and links to sign-in and PIN reset — so this page never tells who has an account.
 */
export function SignupPage() {
  const session = useSession();
  const [step, setStep] = useState<"details" | "code">("details");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const sending = useFormCall(m.auth_signup_failed);
  const verifying = useFormCall(m.auth_signup_failed);
  const busy = sending.busy || verifying.busy;
  const error = sending.error ?? verifying.error;
  if (session.user && !verifying.signedIn) return <AlreadySignedIn user={session.user} />;

  function start(event?: FormEvent) {
    event?.preventDefault();
    const found = { email: emailPattern.test(email.trim()) ? undefined : m.auth_email_invalid(), ...newPasswordErrors(password, confirm) };
    setErrors(found);
    if (hasErrors(found)) return revealFirstError(event?.currentTarget);
    verifying.setError(null);
    void sending.run(async () => {
      const body = { email: email.trim(), password, name: name.trim() || null, language: currentLocale() };
      await authCall<{ status: "check-email" }>("/api/auth/signup", body, m.auth_signup_failed());
      setCode("");
      setStep("code");
    });
  }

  function verify(event: FormEvent) {
    event.preventDefault();
    const found = { code: /^\d{6}$/.test(code.trim()) ? undefined : m.auth_code_invalid() };
    setErrors(found);
    if (hasErrors(found)) return revealFirstError(event?.currentTarget);
    sending.setError(null);
    void verifying.run(async () => {
      const answer = await authCall<SignedIn>("/api/auth/signup/verify", { email: email.trim(), code: code.trim() }, m.auth_signup_failed(), { messages: { bad_request: m.auth_err_code_wrong() } });
      finishSignIn(answer, "email", "signup_completed");
      return "signed-in";
    });
  }

  if (step === "code") {
    return (
      <Card title={m.auth_signup_title()} intro={m.auth_signup_code_sent({ email: email.trim() })}>
        <CodeForm
          testIds={{ form: "signup-code-form", code: "signup-code", submit: "signup-verify", resend: "signup-resend" }}
          {...{ code, setCode, error, busy }}
          codeError={errors.code}
          onSubmit={verify}
          submitLabel={verifying.signedIn ? m.auth_signing_in() : m.auth_create_account()}
          onResend={() => start()}
          otherLabel={m.auth_reset_other_email()}
          onOther={() => setStep("details")}
        />
      </Card>
    );
  }
  return (
    <Card title={m.auth_signup_title()} intro={m.auth_signup_intro()}>
      <form className="space-y-4" onSubmit={start} noValidate data-testid="signup-form">
        <TextInput label={m.auth_name_optional()} value={name} onChange={setName} autoComplete="name" maxLength={80} testId="signup-name" />
        <TextInput label={m.auth_email()} type="email" value={email} onChange={setEmail} autoComplete="email" inputMode="email" error={errors.email} testId="signup-email" />
        <TextInput label={m.auth_password()} type="password" value={password} onChange={setPassword} autoComplete="new-password" error={errors.password} testId="signup-password" />
        <TextInput label={m.auth_password_confirm()} type="password" value={confirm} onChange={setConfirm} autoComplete="new-password" error={errors.confirm} testId="signup-confirm" />
        <p className="text-xs text-gray-500">{m.auth_password_rule()}</p>
        <FormError message={error} />
        <SubmitButton busy={busy} testId="signup-submit">
          {m.auth_signup_continue()}
        </SubmitButton>
        {/* The notice the DPDP Act 2023 (s. 5) asks for before personal data is collected. */}
        <p className="text-xs text-gray-600" data-testid="signup-notice">
          {m.auth_signup_notice_before()}{" "}
          <AppLink to="/terms-of-service" className="text-brand-700 underline">
            {m.auth_signup_notice_terms()}
          </AppLink>{" "}
          {m.auth_signup_notice_middle()}{" "}
          <AppLink to="/privacy-policy" className="text-brand-700 underline">
            {m.auth_signup_notice_privacy()}
          </AppLink>
          {m.auth_signup_notice_after()}
        </p>
      </form>
      <OtherWays prompt={m.auth_have_account()} to="/login" label={m.nav_sign_in()} />
    </Card>
  );
}

/** The second step of a sign-in or sign-up by code: the code, submit, send again, or go back to change the address. */
function CodeForm(props: {
  testIds: { form: string; code: string; submit: string; resend: string };
  code: string;
  setCode: (code: string) => void;
  codeError: string | undefined;
  error: string | null;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  onResend: () => void;
  otherLabel: string;
  onOther: () => void;
}) {
  const { testIds } = props;
  return (
    <>
      <form className="space-y-4" onSubmit={props.onSubmit} noValidate data-testid={testIds.form}>
        <TextInput label={m.auth_code()} value={props.code} onChange={props.setCode} autoComplete="one-time-code" inputMode="numeric" maxLength={6} error={props.codeError} testId={testIds.code} />
        <FormError message={props.error} />
        <SubmitButton busy={props.busy} testId={testIds.submit}>
          {props.submitLabel}
        </SubmitButton>
      </form>
      <div className="mt-5 flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" className="font-semibold text-brand-700 hover:underline" disabled={props.busy} onClick={props.onResend} data-testid={testIds.resend}>
          {m.auth_reset_resend()}
        </button>
        <button type="button" className="text-gray-600 hover:underline" onClick={props.onOther}>
          {props.otherLabel}
        </button>
      </div>
    </>
  );
}

export function ResetPinPage() {
  const [step, setStep] = useState<"email" | "code">("email");
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const sending = useFormCall(m.auth_reset_request_failed);
  const saving = useFormCall(m.auth_reset_failed);
  const busy = sending.busy || saving.busy;
  const error = sending.error ?? saving.error;

  function request(event?: FormEvent) {
    event?.preventDefault();
    if (!emailPattern.test(email.trim())) {
      setErrors({ email: m.auth_email_invalid() });
      return;
    }
    setErrors({});
    saving.setError(null);
    void sending.run(async () => {
      await authCall<{ message: string }>("/api/auth/reset-pin/request", { email: email.trim() }, m.auth_reset_request_failed());
      setNotice(m.auth_reset_sent({ email: email.trim() }));
      setStep("code");
    });
  }

  function confirmReset(event: FormEvent) {
    event.preventDefault();
    const found = { code: /^\d{6}$/.test(code.trim()) ? undefined : m.auth_code_invalid(), ...newPasswordErrors(password, confirm) };
    setErrors(found);
    if (hasErrors(found)) return revealFirstError(event?.currentTarget);
    sending.setError(null);
    void saving.run(async () => {
      const body = { email: email.trim(), code: code.trim(), password };
      const answer = await authCall<SignedIn>("/api/auth/reset-pin/confirm", body, m.auth_reset_failed(), { messages: { bad_request: m.auth_err_code_wrong() } });
      toast({ title: m.auth_reset_done() });
      finishSignIn(answer, "email");
      return "signed-in";
    });
  }

  if (step === "email") {
    return (
      <Card title={m.auth_reset_title()} intro={m.auth_reset_intro()}>
        <form className="space-y-4" onSubmit={request} noValidate data-testid="reset-request-form">
          <TextInput label={m.auth_email()} type="email" value={email} onChange={setEmail} autoComplete="email" inputMode="email" error={errors.email} testId="reset-email" />
          <FormError message={error} />
          <SubmitButton busy={busy} testId="reset-request-submit">
            {m.auth_reset_send()}
          </SubmitButton>
        </form>
        <p className="mt-5 text-center text-sm">
          <AppLink to="/login" search={redirectSearch()} className="font-semibold text-brand-700 hover:underline">
            {m.auth_back_to_login()}
          </AppLink>
        </p>
      </Card>
    );
  }
  return (
    <Card title={m.auth_reset_title()} intro={notice}>
      <form className="space-y-4" onSubmit={confirmReset} noValidate data-testid="reset-confirm-form">
        <TextInput label={m.auth_code()} value={code} onChange={setCode} autoComplete="one-time-code" inputMode="numeric" maxLength={6} error={errors.code} testId="reset-code" />
        <TextInput label={m.auth_new_password()} type="password" value={password} onChange={setPassword} autoComplete="new-password" error={errors.password} testId="reset-password" />
        <TextInput label={m.auth_password_confirm()} type="password" value={confirm} onChange={setConfirm} autoComplete="new-password" error={errors.confirm} testId="reset-confirm" />
        <p className="text-xs text-gray-500">{m.auth_password_rule()}</p>
        <FormError message={error} />
        <SubmitButton busy={busy} testId="reset-confirm-submit">
          {m.auth_reset_save()}
        </SubmitButton>
      </form>
      <div className="mt-5 flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" className="font-semibold text-brand-700 hover:underline" disabled={busy} onClick={() => void request()}>
          {m.auth_reset_resend()}
        </button>
        <button type="button" className="text-gray-600 hover:underline" onClick={() => setStep("email")}>
          {m.auth_reset_other_email()}
        </button>
      </div>
    </Card>
  );
}

/** Where Google sign-in returns: the root handles the query; this page says what happened. */
export function AuthSuccessPage() {
  const session = useSession();
  const pending = /[?&](token|error)=/.test(window.location.search);
  if (session.state.status === "loading" || pending) return <LoadingPage />;
  if (!session.user) {
    return (
      <Card title={m.auth_login_title()} intro={m.auth_success_missing()}>
        <AppLink to="/login" className="btn-primary">
          {m.nav_sign_in()}
        </AppLink>
      </Card>
    );
  }
  return (
    <Card title={m.auth_welcome_title()} intro={m.auth_success_body({ email: accountLabel(session.user) })}>
      <div className="flex flex-wrap gap-2">
        <AppLink to="/dashboard" className="btn-primary">
          {m.nav_dashboard()}
        </AppLink>
        <AppLink to="/kundli" className="btn-outline">
          {m.nav_generate_kundli()}
        </AppLink>
      </div>
    </Card>
  );
}

function memberSince(iso: string | undefined): string | null {
  if (!iso) return null;
  return formatLongDate(iso);
}

export function ProfilePage() {
  const session = useSession();
  const user = session.user!;
  const [name, setName] = useState(user.name ?? "");
  const [phone, setPhone] = useState(user.phone ?? "");
  const [language, setLanguage] = useState<Locale>(user.language ?? currentLocale());
  const profile = useFormCall(m.auth_profile_failed);

  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [passwordErrors, setPasswordErrors] = useState<Record<string, string | undefined>>({});
  const passwordChange = useFormCall(m.auth_password_change_failed);

  function saveProfile(event: FormEvent) {
    event.preventDefault();
    if (phone.trim() && !/^\+?[0-9][0-9 -]{6,18}[0-9]$/.test(phone.trim())) {
      profile.setError(m.auth_phone_invalid());
      return;
    }
    void profile.run(async () => {
      await authCall<SessionUser>("/api/auth/me", { name: name.trim() || null, phone: phone.trim() || null, language }, m.auth_profile_failed(), { method: "PATCH" });
      toast({ title: m.auth_profile_saved() });
      // Only a language the user picked here switches the page; saving a name keeps the page's language.
      if (language !== (user.language ?? currentLocale()) && language !== currentLocale()) switchLanguage(language);
      else await session.refresh();
    });
  }

  function changePassword(event: FormEvent) {
    event.preventDefault();
    const found = { current: user.hasPassword === false || current ? undefined : m.auth_current_required(), ...newPasswordErrors(next, confirm) };
    setPasswordErrors(found);
    if (hasErrors(found)) return revealFirstError(event?.currentTarget);
    void passwordChange.run(async () => {
      const body = { currentPassword: current || undefined, newPassword: next };
      const answer = await authCall<SignedIn>("/api/auth/password", body, m.auth_password_change_failed(), { messages: { unauthorized: m.auth_err_current_wrong() } });
      localStorage.setItem("token", answer.token);
      setCurrent("");
      setNext("");
      setConfirm("");
      toast({ title: m.auth_password_changed() });
      await session.refresh();
    });
  }

  const since = memberSince(user.createdAt);
  return (
    <div className="mx-auto max-w-2xl space-y-6 py-4">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{m.nav_profile()}</h1>
        <p className="mt-1 break-words text-gray-600" data-testid="profile-email">
          {accountLabel(user)}
          {since && <> · {m.auth_member_since({ date: since })}</>}
        </p>
      </header>
      <section className="rounded-2xl border border-brand-100 bg-white p-5">
        <h2 className="text-lg font-semibold">{m.auth_profile_details()}</h2>
        <form className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={saveProfile} noValidate data-testid="profile-form">
          <TextInput label={m.auth_name()} value={name} onChange={setName} autoComplete="name" maxLength={80} testId="profile-name" />
          <TextInput label={m.auth_phone()} type="tel" value={phone} onChange={setPhone} autoComplete="tel" inputMode="tel" maxLength={22} testId="profile-phone" />
          <Field label={m.auth_language()}>
            {(id) => (
              <select id={id} className="field" value={language} onChange={(e) => setLanguage(e.currentTarget.value as Locale)} data-testid="profile-language">
                {locales.map((code) => (
                  <option key={code} value={code}>
                    {localeNativeName[code]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="sm:col-span-2">
            <FormError message={profile.error} />
          </div>
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary" disabled={profile.busy} data-testid="profile-save">
              {m.auth_save()}
            </button>
          </div>
        </form>
      </section>
      <section className="rounded-2xl border border-brand-100 bg-white p-5">
        <h2 className="text-lg font-semibold">{user.hasPassword === false ? m.auth_set_password() : m.auth_change_password()}</h2>
        <form className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={changePassword} noValidate data-testid="password-form">
          {user.hasPassword !== false && (
            <div className="sm:col-span-2">
              <TextInput label={m.auth_current_password()} type="password" value={current} onChange={setCurrent} autoComplete="current-password" error={passwordErrors.current} testId="password-current" />
            </div>
          )}
          <TextInput label={m.auth_new_password()} type="password" value={next} onChange={setNext} autoComplete="new-password" error={passwordErrors.password} testId="password-new" />
          <TextInput label={m.auth_password_confirm()} type="password" value={confirm} onChange={setConfirm} autoComplete="new-password" error={passwordErrors.confirm} testId="password-confirm" />
          <p className="text-xs text-gray-500 sm:col-span-2">{m.auth_password_rule()}</p>
          <div className="sm:col-span-2">
            <FormError message={passwordChange.error} />
          </div>
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary" disabled={passwordChange.busy} data-testid="password-save">
              {m.auth_save_password()}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}

async function fetchMe(): Promise<SessionUser> {
  return (await apiFetch("/api/auth/me", { headers: { "Cache-Control": "no-cache" } })).json() as Promise<SessionUser>;
}

function EmptyCard({ title, body, action, to }: { title: string; body: string; action: string; to: string }) {
  return (
    <section className="flex flex-col rounded-2xl border border-gray-200 bg-white p-5">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-1 flex-1 text-sm text-gray-600">{body}</p>
      <AppLink to={to} className="btn-outline mt-4 self-start">
        {action}
      </AppLink>
    </section>
  );
}

/** The saved charts' card (features/charts), loaded with the dashboard only. */
const RecentCharts = lazy(() => import("../charts/RecentCharts"));
/** The next booking's card (features/bookings), loaded with the dashboard only. */
const BookingsCard = lazy(() => import("../bookings/BookingsCard"));

export function DashboardPage() {
  const session = useSession();
  // The balance changes with payments and chats: re-read the user when the dashboard opens
  // (a query of its own, so the page and header do not blink through the session's loading state).
  const fresh = useQuery({ queryKey: ["/api/auth/me", "dashboard"], queryFn: fetchMe, staleTime: 0 });
  const user = fresh.data ?? session.user!;
  const freeMinutes = useFreeChatMinutes();
  return (
    <div className="space-y-6 py-4" data-testid="dashboard">
      <header>
        <h1 className="break-words text-2xl font-bold sm:text-3xl">{m.auth_dashboard_greeting({ name: user.name || accountLabel(user) })}</h1>
        <p className="mt-1 text-gray-600">{m.auth_dashboard_intro()}</p>
      </header>
      <div className="grid gap-4 md:grid-cols-3">
        <section className="rounded-2xl bg-brand-700 p-5 text-white">
          <h2 className="text-sm font-medium uppercase tracking-wide text-white/80">{m.nav_wallet()}</h2>
          <p className="mt-2 text-3xl font-bold" data-testid="dashboard-balance">
            {formatRupees(user.balance / 100, 2)}
          </p>
          <AppLink to="/wallet-recharge" className="btn mt-4 bg-white text-brand-700 hover:bg-brand-50">
            {m.auth_recharge()}
          </AppLink>
        </section>
        <Suspense fallback={<EmptyCard title={m.auth_recent_charts()} body={m.charts_loading()} action={m.nav_generate_kundli()} to="/kundli" />}>
          <RecentCharts />
        </Suspense>
        <Suspense fallback={<EmptyCard title={m.nav_bookings()} body={withFreeChatOffer(m.auth_bookings_empty(), freeMinutes)} action={m.nav_astrologers()} to="/astrologers" />}>
          <BookingsCard />
        </Suspense>
        <EmptyCard title={m.nav_my_reports()} body={m.auth_reports_empty()} action={m.nav_premium_reports()} to="/reports/premium" />
        <EmptyCard title={m.nav_chat_history()} body={m.auth_chats_empty()} action={m.nav_astrologers()} to="/astrologers" />
        <section className="flex flex-col rounded-2xl border border-gray-200 bg-white p-5">
          <h2 className="text-lg font-semibold">{m.nav_profile()}</h2>
          <p className="mt-1 flex-1 break-words text-sm text-gray-600">{accountLabel(user)}</p>
          <div className="mt-4 flex flex-wrap gap-2">
            <AppLink to="/profile" className="btn-outline">
              {m.auth_edit_profile()}
            </AppLink>
            {session.isAdmin && (
              <AppLink to="/admin-dashboard" className="btn-outline">
                {m.nav_admin_dashboard()}
              </AppLink>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
