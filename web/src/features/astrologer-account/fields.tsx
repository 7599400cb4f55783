/**
 * The inputs the application and the profile share: name, about you, experience, languages,
 * specialties (checkboxes) and the chat rate in whole rupees.
 */
import type { ReactNode } from "react";
import { BIO_MAX_CHARS, BIO_MIN_CHARS, astrologerSpecialties, consultationLanguages } from "@contract/astrologer-account";
import { Field } from "../../components/Field";
import { languageName } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { specialtyLabel } from "../astrologers/specialties";
import type { BasicsForm, ErrorTexts, FormErrors } from "./form";

/** The check messages in the page's language. */
export function errorTexts(): ErrorTexts {
  return {
    name: m.aa_err_name(),
    bio: (count) => m.aa_err_bio({ min: BIO_MIN_CHARS, max: BIO_MAX_CHARS, count }),
    experience: m.aa_err_experience(),
    rate: m.aa_err_rate(),
    pickOne: m.aa_err_pick_one(),
    pickMax: (max) => m.aa_err_pick_max({ max }),
    window: m.aa_err_window(),
  };
}

export function ErrorLine({ message, testId }: { message?: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <p className="mt-1 text-sm text-red-700" data-testid={testId}>
      {message}
    </p>
  );
}

/** A set of checkboxes (languages, specialties) with one error line. */
export function Checkboxes({
  legend,
  options,
  selected,
  onChange,
  error,
  testId,
}: {
  legend: string;
  options: readonly { value: string; label: string }[];
  selected: readonly string[];
  onChange(next: string[]): void;
  error?: string;
  testId: string;
}) {
  return (
    <fieldset className="min-w-0" data-field-error={error ? "" : undefined} data-testid={testId}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = selected.includes(option.value);
          return (
            <label
              key={option.value}
              className={`flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm ${checked ? "border-brand-600 bg-brand-50 text-brand-800" : "border-gray-300 bg-white text-gray-700"}`}
            >
              <input
                type="checkbox"
                className="accent-brand-600"
                value={option.value}
                checked={checked}
                onChange={(e) => onChange(e.currentTarget.checked ? [...selected, option.value] : selected.filter((v) => v !== option.value))}
              />
              {option.label}
            </label>
          );
        })}
      </div>
      <ErrorLine message={error} />
    </fieldset>
  );
}

/** A whole number typed as digits only (rates in rupees, years of experience): anything else is dropped as typed. */
export function DigitsInput({
  label,
  value,
  onChange,
  maxDigits,
  error,
  placeholder,
  testId,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  maxDigits: number;
  error?: string;
  placeholder?: string;
  testId: string;
}) {
  return (
    <Field label={label} error={error}>
      {(id) => (
        <input
          id={id}
          className="field"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={maxDigits}
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.currentTarget.value.replace(/\D/g, ""))}
          aria-invalid={error ? true : undefined}
          data-testid={testId}
        />
      )}
    </Field>
  );
}

/** Rates are whole rupees, at most five digits. */
export const RATE_DIGITS = 5;

/** Name, about you, experience, languages, specialties and (`rates`) the chat rate or all rates. */
export function BasicsFields<F extends BasicsForm>({ form, set, errors, rates }: { form: F; set(patch: Partial<F>): void; errors: FormErrors; rates: ReactNode }) {
  const languages = consultationLanguages.map((code) => ({ value: code, label: languageName(code) }));
  const specialties = astrologerSpecialties.map((id) => ({ value: id, label: specialtyLabel(id) }));
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <Field label={m.aa_name()} error={errors.name}>
          {(id) => (
            <input id={id} className="field" value={form.name} maxLength={80} autoComplete="name" onChange={(e) => set({ name: e.currentTarget.value } as Partial<F>)} data-testid="aa-name" />
          )}
        </Field>
        <DigitsInput
          label={m.aa_experience()}
          value={form.experienceYears}
          onChange={(experienceYears) => set({ experienceYears } as Partial<F>)}
          maxDigits={2}
          error={errors.experienceYears}
          testId="aa-experience"
        />
      </div>
      <Field label={m.aa_bio()} error={errors.bio}>
        {(id) => (
          <>
            <textarea id={id} className="field min-h-32" rows={5} maxLength={BIO_MAX_CHARS} value={form.bio} onChange={(e) => set({ bio: e.currentTarget.value } as Partial<F>)} data-testid="aa-bio" />
            <p className="mt-1 text-xs text-gray-500">
              {m.aa_bio_hint({ min: BIO_MIN_CHARS, max: BIO_MAX_CHARS })} · {form.bio.trim().length}
            </p>
          </>
        )}
      </Field>
      <Checkboxes legend={m.aa_languages()} options={languages} selected={form.languages} onChange={(languages) => set({ languages } as Partial<F>)} error={errors.languages} testId="aa-languages" />
      <Checkboxes legend={m.aa_specialties()} options={specialties} selected={form.specialties} onChange={(specialties) => set({ specialties } as Partial<F>)} error={errors.specialties} testId="aa-specialties" />
      {rates}
    </>
  );
}
