/**
 * One person's birth details inside a larger form (the purchase form's buyer and partner, the
 * correction dialog): the kundli form's fields and rules (components/BirthFields, birth-forms.ts),
 * held by the page so that one submit sends them with the report's options.
 */
import { BirthFields } from "../../components/BirthFields";
import { type FieldErrors, hasCoordinates, type KundliFormValues, validateKundli } from "../../components/birth-forms";
import { placeFrom } from "../../components/PlaceSearch";
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
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border border-gray-200 p-3 sm:grid-cols-2" data-testid={testId}>
      <legend className="px-1 text-sm font-semibold text-brand-700">{legend}</legend>
      <BirthFields values={values} errors={errors} onChange={onChange} placeTestId={`${testId}-place`} />
    </fieldset>
  );
}
