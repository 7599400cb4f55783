/**
 * One person's birth details inside a larger form (the purchase form's buyer and partner, the
 * correction dialog): the kundli form's fields, rules and place search (components/BirthForm,
 * birth-forms.ts), held by the page so that one submit sends them with the report's options.
 */
import { Field } from "../../components/Field";
import { type FieldErrors, hasCoordinates, type KundliFormValues, validateKundli } from "../../components/birth-forms";
import { PlaceSearch, placeFrom } from "../../components/PlaceSearch";
import { m } from "../../paraglide/messages.js";
import type { ReportBirth } from "./api";

export type PersonValues = KundliFormValues;
export type PersonErrors = FieldErrors<PersonValues>;

/** Form values from saved birth details (a report's, or the address's), or empty. */
export function personValues(birth?: Partial<ReportBirth>): PersonValues {
  return {
    name: birth?.name ?? "",
    gender: birth?.gender ?? "male",
    birthDate: birth?.date ?? "",
    birthTime: birth?.time?.slice(0, 5) ?? "",
    birthPlace: placeFrom(birth?.location, birth?.latitude, birth?.longitude),
  };
}

/**
 * The kundli form's checks; a place typed without choosing a suggestion has no coordinates and
 * is refused as on the kundli form ('Location Required').
 */
export function checkPerson(values: PersonValues): PersonErrors {
  const errors = validateKundli(values);
  if (!errors.birthPlace && !hasCoordinates(values.birthPlace)) errors.birthPlace = m.toast_location_required_body();
  return errors;
}

/** The checked values as the API's birth details (call after `checkPerson` found nothing). */
export function birthOf(values: PersonValues): ReportBirth {
  const place = values.birthPlace;
  return {
    name: values.name.trim(),
    gender: values.gender,
    date: values.birthDate,
    time: values.birthTime.slice(0, 5),
    ...(place.text ? { location: place.text } : {}),
    latitude: place.latitude ?? 0,
    longitude: place.longitude ?? 0,
    ...(place.timezone ? { timezone: place.timezone } : {}),
  };
}

export function PersonFields({
  legend,
  values,
  errors,
  onChange,
  testId,
}: {
  legend: string;
  values: PersonValues;
  errors: PersonErrors;
  onChange: (values: PersonValues) => void;
  testId: string;
}) {
  const set = <K extends keyof PersonValues>(key: K, value: PersonValues[K]) => onChange({ ...values, [key]: value });
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border border-gray-200 p-3 sm:grid-cols-2" data-testid={testId}>
      <legend className="px-1 text-sm font-semibold text-brand-700">{legend}</legend>
      <Field label={m.field_name()} error={errors.name}>
        {(id) => <input id={id} name="name" className="field" value={values.name} onChange={(e) => set("name", e.currentTarget.value)} autoComplete="name" />}
      </Field>
      <Field label={m.field_gender()}>
        {(id) => (
          <select id={id} name="gender" className="field" value={values.gender} onChange={(e) => set("gender", e.currentTarget.value === "female" ? "female" : "male")}>
            <option value="male">{m.gender_male()}</option>
            <option value="female">{m.gender_female()}</option>
          </select>
        )}
      </Field>
      <Field label={m.field_birth_date()} error={errors.birthDate}>
        {(id) => <input id={id} name="birthDate" type="date" min="1800-01-01" max="2199-12-31" className="field" value={values.birthDate} onChange={(e) => set("birthDate", e.currentTarget.value)} />}
      </Field>
      <Field label={m.field_birth_time()} error={errors.birthTime}>
        {(id) => <input id={id} name="birthTime" type="time" className="field" value={values.birthTime} onChange={(e) => set("birthTime", e.currentTarget.value)} />}
      </Field>
      <div className="sm:col-span-2">
        <PlaceSearch label={m.field_birth_place()} value={values.birthPlace} onChange={(p) => set("birthPlace", p)} error={errors.birthPlace} testId={`${testId}-place`} />
      </div>
    </fieldset>
  );
}
