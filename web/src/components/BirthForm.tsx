import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { BirthFields } from "./BirthFields";
import { revealFirstError } from "./Field";
import { toast } from "./toast";
import { m } from "../paraglide/messages.js";
import { type FieldErrors, hasCoordinates, type KundliFormValues, kundliSearch, validateKundli } from "./birth-forms";
import { placeFrom } from "./PlaceSearch";
import type { BirthSearch, KundliSearch } from "./kundli-search";

interface BirthFormProps {
  /** The language-neutral page the chart opens on. */
  target: string;
  /** Birth details already in the URL, to edit. */
  initial?: KundliSearch;
  /** Options in the URL that the new chart keeps. */
  keep?: Record<string, string | number>;
  submitLabel?: string;
  /** The calculators ask for a name only if the user wants to give one. */
  nameOptional?: boolean;
  testId?: string;
  /** Instead of opening `target`: hand the checked birth details to the page (the chat's chart to share). */
  onBirth?: (birth: BirthSearch) => void | Promise<void>;
}

function initialValues(s: KundliSearch | undefined): KundliFormValues {
  return {
    name: s?.name ?? "",
    birthDate: s?.date ?? "",
    birthTime: s?.time?.slice(0, 5) ?? "",
    birthPlace: placeFrom(s?.location, s?.latitude, s?.longitude),
    gender: s?.gender ?? "male",
  };
}

/**
 * The birth-details form (spec §5): name of 2+ characters, date, time and place required, the
 * place's coordinates from the suggestions ('Location Required' toast otherwise); it opens
 * the chart page with the spec's query string (§7).
 */
export function BirthForm({ target, initial, keep, submitLabel, nameOptional, testId = "kundli-form", onBirth }: BirthFormProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState<KundliFormValues>(() => initialValues(initial));
  const [errors, setErrors] = useState<FieldErrors<KundliFormValues>>({});
  return (
    <form
      noValidate
      data-testid={testId}
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        const found = validateKundli(values);
        if (nameOptional && values.name.trim() === "") delete found.name;
        setErrors(found);
        if (Object.keys(found).length) return revealFirstError(e.currentTarget);
        if (!hasCoordinates(values.birthPlace)) {
          toast({ title: m.toast_location_required_title(), description: m.toast_location_required_body(), variant: "destructive" });
          return;
        }
        if (onBirth) {
          const place = values.birthPlace;
          void onBirth({ name: values.name.trim(), gender: values.gender, date: values.birthDate, time: values.birthTime, location: place.text, latitude: place.latitude, longitude: place.longitude });
          return;
        }
        const query = new URLSearchParams(kundliSearch({ ...values, birthPlace: values.birthPlace }));
        if (nameOptional && values.name.trim() === "") query.delete("name");
        for (const [key, value] of Object.entries(keep ?? {})) query.set(key, String(value));
        void navigate({ href: `${target}?${query}` });
      }}
    >
      <BirthFields values={values} errors={errors} onChange={setValues} nameLabel={nameOptional ? m.kd_name_optional() : m.field_name()} placeTestId="kundli-place" />
      <button type="submit" className="btn-primary sm:col-span-2">
        {submitLabel ?? m.card_submit_kundli()}
      </button>
    </form>
  );
}
