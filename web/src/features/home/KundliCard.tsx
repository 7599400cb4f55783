import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { Field } from "../../components/Field";
import { toast } from "../../components/toast";
import { BirthForm } from "../kundli/BirthForm";
import { m } from "../../paraglide/messages.js";
import { PlaceSearch } from "../places/PlaceSearch";
import {
  type FieldErrors,
  hasCoordinates,
  type MatchingFormValues,
  matchingSearch,
  validateMatching,
} from "./birth-forms";

function MatchingForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<MatchingFormValues>({
    boyName: "",
    boyBirthDate: "",
    boyBirthTime: "",
    boyBirthPlace: { text: "" },
    girlName: "",
    girlBirthDate: "",
    girlBirthTime: "",
    girlBirthPlace: { text: "" },
  });
  const [errors, setErrors] = useState<FieldErrors<MatchingFormValues>>({});
  const set = <K extends keyof MatchingFormValues>(key: K, value: MatchingFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const person = (who: "boy" | "girl") => {
    const keys =
      who === "boy"
        ? ({ name: "boyName", date: "boyBirthDate", time: "boyBirthTime", place: "boyBirthPlace" } as const)
        : ({ name: "girlName", date: "girlBirthDate", time: "girlBirthTime", place: "girlBirthPlace" } as const);
    return (
      <fieldset className="grid gap-3 rounded-lg border border-gray-200 p-3">
        <legend className="px-1 text-sm font-semibold text-brand-700">{who === "boy" ? m.boy_details() : m.girl_details()}</legend>
        <Field label={`${m.field_name()} (${who === "boy" ? m.boy_details() : m.girl_details()})`} error={errors[keys.name]}>
          {(id) => <input id={id} className="field" value={values[keys.name]} onChange={(e) => set(keys.name, e.currentTarget.value)} />}
        </Field>
        <div className="grid grid-cols-2 gap-3">
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
        if (Object.keys(found).length) return;
        if (!hasCoordinates(values.boyBirthPlace) || !hasCoordinates(values.girlBirthPlace)) {
          toast({ title: m.toast_locations_required_title(), description: m.toast_locations_required_body(), variant: "destructive" });
          return;
        }
        void navigate({ href: `/kundli-matching?${matchingSearch(values)}` });
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

/** The two-tab card of the home page (spec §2.5, §4 Kundli card): Generate Kundli (default) / Kundli Matching. */
export function KundliCard() {
  const [tab, setTab] = useState<"kundli" | "matching">("kundli");
  const tabs = [
    { id: "kundli" as const, label: m.card_tab_kundli() },
    { id: "matching" as const, label: m.card_tab_matching() },
  ];
  return (
    <section className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6" data-testid="kundli-card">
      <div role="tablist" className="mb-4 grid grid-cols-2 gap-1 rounded-lg bg-gray-100 p-1">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            className={`rounded-md px-3 py-2 text-sm font-semibold ${tab === t.id ? "bg-white text-brand-700 shadow-sm" : "text-gray-600"}`}
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel">{tab === "kundli" ? <BirthForm target="/kundli" /> : <MatchingForm />}</div>
    </section>
  );
}
