import { Field } from "./Field";
import type { FieldErrors, KundliFormValues } from "./birth-forms";
import { PlaceSearch } from "./PlaceSearch";
import { m } from "../paraglide/messages.js";

/**
 * One person's birth-detail fields (spec §5): name, gender, date, time and the place search, for a
 * two-column grid (the place spans both). The kundli form (BirthForm) and the report forms, which
 * send them with other choices or with a second person's, hold the values.
 */
export function BirthFields({
  values,
  errors,
  onChange,
  nameLabel = m.field_name(),
  placeTestId,
}: {
  values: KundliFormValues;
  errors: FieldErrors<KundliFormValues>;
  onChange: (values: KundliFormValues) => void;
  nameLabel?: string;
  placeTestId: string;
}) {
  const set = <K extends keyof KundliFormValues>(key: K, value: KundliFormValues[K]) => onChange({ ...values, [key]: value });
  return (
    <>
      <Field label={nameLabel} error={errors.name}>
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
        {(id) => (
          <input id={id} name="birthDate" type="date" min="1800-01-01" max="2199-12-31" className="field" value={values.birthDate} onChange={(e) => set("birthDate", e.currentTarget.value)} />
        )}
      </Field>
      <Field label={m.field_birth_time()} error={errors.birthTime}>
        {(id) => <input id={id} name="birthTime" type="time" className="field" value={values.birthTime} onChange={(e) => set("birthTime", e.currentTarget.value)} />}
      </Field>
      <div className="sm:col-span-2">
        <PlaceSearch label={m.field_birth_place()} value={values.birthPlace} onChange={(p) => set("birthPlace", p)} error={errors.birthPlace} testId={placeTestId} />
      </div>
    </>
  );
}
