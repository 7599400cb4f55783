import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { Field, revealFirstError } from "../../components/Field";
import { toast } from "../../components/toast";
import { m } from "../../paraglide/messages.js";
import type { FieldErrors } from "../../components/birth-forms";
import { hasCoordinates, PlaceSearch, placeFrom } from "../../components/PlaceSearch";
import { type MatchingFormValues, matchingSearch, validateMatching } from "./form-rules";
import type { MatchingSearch } from "./search";

/** Form values from the URL (the page's "change details") or empty (the home card). */
function initialValues(s: MatchingSearch = {}): MatchingFormValues {
  return {
    boyName: s.boyName ?? "",
    boyBirthDate: s.boyBirthDate ?? "",
    boyBirthTime: s.boyBirthTime?.slice(0, 5) ?? "",
    boyBirthPlace: placeFrom(s.boyBirthPlace, s.boyLatitude, s.boyLongitude),
    girlName: s.girlName ?? "",
    girlBirthDate: s.girlBirthDate ?? "",
    girlBirthTime: s.girlBirthTime?.slice(0, 5) ?? "",
    girlBirthPlace: placeFrom(s.girlBirthPlace, s.girlLatitude, s.girlLongitude),
  };
}

/**
 * The Kundli Matching form (spec §3, §5, §7): both partners' name, birth date, time and place;
 * the spec's messages, the 'Locations Required' toast when a place lacks coordinates, and the
 * matching query string on /kundli-matching. The home card and the matching page share it.
 */
export function MatchingForm({ initial, keep }: { initial?: MatchingSearch; keep?: Record<string, string> }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<MatchingFormValues>(() => initialValues(initial));
  const [errors, setErrors] = useState<FieldErrors<MatchingFormValues>>({});
  const set = <K extends keyof MatchingFormValues>(key: K, value: MatchingFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const person = (who: "boy" | "girl") => {
    const keys =
      who === "boy"
        ? ({ name: "boyName", date: "boyBirthDate", time: "boyBirthTime", place: "boyBirthPlace" } as const)
        : ({ name: "girlName", date: "girlBirthDate", time: "girlBirthTime", place: "girlBirthPlace" } as const);
    return (
      <fieldset className="grid min-w-0 gap-3 rounded-lg border border-gray-200 p-3" data-testid={`${who}-fields`}>
        <legend className="px-1 text-sm font-semibold text-brand-700">{who === "boy" ? m.boy_details() : m.girl_details()}</legend>
        <Field label={`${m.field_name()} (${who === "boy" ? m.boy_details() : m.girl_details()})`} error={errors[keys.name]}>
          {(id) => <input id={id} className="field" value={values[keys.name]} onChange={(e) => set(keys.name, e.currentTarget.value)} />}
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={m.field_birth_date()} error={errors[keys.date]}>
            {(id) => <input id={id} type="date" className="field" value={values[keys.date]} onChange={(e) => set(keys.date, e.currentTarget.value)} />}
          </Field>
          <Field label={m.field_birth_time()} error={errors[keys.time]}>
            {(id) => <input id={id} type="time" className="field" value={values[keys.time]} onChange={(e) => set(keys.time, e.currentTarget.value)} />}
          </Field>
        </div>
        <PlaceSearch label={m.field_birth_place()} value={values[keys.place]} onChange={(p) => set(keys.place, p)} error={errors[keys.place]} />
      </fieldset>
    );
  };
  return (
    <form
      noValidate
      data-testid="matching-form"
      className="grid gap-3 md:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        const found = validateMatching(values);
        setErrors(found);
        if (Object.keys(found).length) return revealFirstError(e.currentTarget);
        if (!hasCoordinates(values.boyBirthPlace) || !hasCoordinates(values.girlBirthPlace)) {
          toast({ title: m.toast_locations_required_title(), description: m.toast_locations_required_body(), variant: "destructive" });
          return;
        }
        const extra = keep && Object.keys(keep).length ? `&${new URLSearchParams(keep)}` : "";
        void navigate({ href: `/kundli-matching?${matchingSearch(values)}${extra}` });
      }}
    >
      {person("boy")}
      {person("girl")}
      <button type="submit" className="btn-primary md:col-span-2">
        {m.card_submit_matching()}
      </button>
    </form>
  );
}
