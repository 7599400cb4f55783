import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import {
  type FeatureId,
  type ShapeId,
  handCreases,
  handOutline,
  handShape,
  handViewBox,
  lineIds,
  linePaths,
  mountIds,
  mountShapes,
  shapeIds,
  shapeRules,
} from "@jyotish/palmistry";
import type { PalmistryContent } from "@jyotish/palmistry/content/types";
import { usePageMeta } from "../../app/page-meta";
import { Field } from "../../components/Field";
import { LoadingPage } from "../../components/Status";
import type { Locale } from "../../i18n/locale";
import { currentLocale } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";

/** Each language's palmistry texts, one chunk per language, fetched only on this page. */
const loaders: Record<Locale, () => Promise<{ content: PalmistryContent }>> = {
  en: () => import("@jyotish/palmistry/content/en"),
  hi: () => import("@jyotish/palmistry/content/hi"),
  ta: () => import("@jyotish/palmistry/content/ta"),
  te: () => import("@jyotish/palmistry/content/te"),
};

/** Enter or Space on a focusable SVG shape acts as a click, as on a button. */
const onActivate = (act: () => void) => (e: KeyboardEvent) => {
  if (e.key === "Enter" || e.key === " ") {
    e.preventDefault();
    act();
  }
};

/**
 * /palmistry: an original drawing of an open right palm whose lines and mounts can be tapped
 * (or focused and chosen with Enter/Space) to read where each lies and what palm readers
 * traditionally look for; the four elemental hand shapes with a measuring aid; the Samudrika
 * view; the sources. Educational: the page says palmistry is a tradition, not a prediction.
 */
export function PalmistryPage() {
  const locale = currentLocale();
  const { meta } = usePageMeta("/palmistry", locale);
  const texts = useQuery({ queryKey: ["palmistry-texts", locale], queryFn: async () => (await loaders[locale]()).content, staleTime: Infinity });
  const [feature, setFeature] = useState<FeatureId | undefined>();
  const c = texts.data;
  return (
    <div className="mx-auto max-w-5xl" data-testid="palmistry-page">
      <h1 className="text-2xl font-bold sm:text-3xl">{meta?.heading ?? m.palm_title()}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{meta?.description}</p>
      <p role="note" className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="palm-note">
        {m.palm_note()}
      </p>
      {!c ? (
        <LoadingPage />
      ) : (
        <>
          <section className="mt-6 grid gap-6 md:grid-cols-[minmax(0,22rem)_1fr]" aria-labelledby="palm-diagram">
            <h2 id="palm-diagram" className="sr-only">
              {m.palm_diagram()}
            </h2>
            <Hand content={c} selected={feature} onSelect={setFeature} />
            <div>
              <Explanation content={c} feature={feature} />
              <FeatureChips title={m.palm_lines()} ids={lineIds} content={c} selected={feature} onSelect={setFeature} />
              <FeatureChips title={m.palm_mounts()} ids={mountIds} content={c} selected={feature} onSelect={setFeature} />
            </div>
          </section>
          <Shapes content={c} />
          <section className="mt-8 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
            <h2 className="text-lg font-semibold">{m.palm_samudrika_title()}</h2>
            <p className="mt-2 leading-relaxed text-gray-800">{c.samudrika}</p>
          </section>
          <section className="mt-8">
            <h2 className="text-lg font-semibold">{m.palm_sources_title()}</h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-700" data-testid="palm-sources">
              <li>{m.palm_source_cheiro()}</li>
              <li>{m.palm_source_gettings()}</li>
              <li>{m.palm_source_samudrika()}</li>
            </ul>
          </section>
        </>
      )}
    </div>
  );
}

function Hand({ content, selected, onSelect }: { content: PalmistryContent; selected: FeatureId | undefined; onSelect: (f: FeatureId) => void }) {
  const focusable = (id: FeatureId) => ({
    role: "button",
    tabIndex: 0,
    "aria-label": content.features[id].name,
    "aria-pressed": selected === id,
    "data-feature": id,
    onClick: () => onSelect(id),
    onKeyDown: onActivate(() => onSelect(id)),
    className: "cursor-pointer focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-dashed",
  });
  return (
    <figure className="mx-auto w-full max-w-[17rem] sm:max-w-[22rem]">
      <svg viewBox={handViewBox} className="h-auto w-full" role="group" aria-label={m.palm_diagram()} data-testid="palm-hand">
        <path d={handOutline} fill="#fdebdc" stroke="#8a5a3c" strokeWidth="2" strokeLinejoin="round" />
        {handCreases.map((d) => (
          <path key={d} d={d} fill="none" stroke="#d4ae92" strokeWidth="1.5" />
        ))}
        {mountIds.map((id) => {
          const { cx, cy, r } = mountShapes[id];
          const on = selected === id;
          return (
            <g key={id} {...focusable(id)}>
              <circle cx={cx} cy={cy} r={r} fill={on ? "rgba(234,88,12,0.45)" : "rgba(217,160,110,0.35)"} stroke={on ? "#c2410c" : "transparent"} strokeWidth="2" />
            </g>
          );
        })}
        {lineIds.map((id) => {
          const on = selected === id;
          return (
            <g key={id} {...focusable(id)}>
              {/* A wide transparent stroke: a finger-sized target for a thin line. */}
              <path d={linePaths[id]} fill="none" stroke="transparent" strokeWidth="16" strokeLinecap="round" />
              <path d={linePaths[id]} fill="none" stroke={on ? "#c2410c" : "#9f3a2a"} strokeWidth={on ? 5 : 2.6} strokeLinecap="round" />
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-1 text-center text-xs text-gray-600">{m.palm_caption()}</figcaption>
    </figure>
  );
}

function Explanation({ content, feature }: { content: PalmistryContent; feature: FeatureId | undefined }) {
  if (!feature)
    return (
      <p className="rounded-2xl border border-dashed border-brand-300 bg-brand-50 p-4 text-gray-700" data-testid="palm-explanation">
        {m.palm_pick()}
      </p>
    );
  return <FeatureText text={content.features[feature]} feature={feature} />;
}

/** The chosen feature's text; on a phone, where it sits below the hand, it is scrolled into view. */
function FeatureText({ text: t, feature }: { text: PalmistryContent["features"][FeatureId]; feature: FeatureId }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (window.matchMedia("(max-width: 767px)").matches) ref.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [feature]);
  return (
    <article ref={ref} className="rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-5" data-testid="palm-explanation" data-feature={feature} aria-live="polite">
      <h3 className="text-xl font-bold">{t.name}</h3>
      <p className="text-sm text-gray-600">{m.palm_also_called({ name: t.otherName })}</p>
      <h4 className="mt-3 font-semibold">{m.palm_where()}</h4>
      <p className="mt-1 leading-relaxed text-gray-800">{t.where}</p>
      <h4 className="mt-3 font-semibold">{m.palm_look_for()}</h4>
      <p className="mt-1 leading-relaxed text-gray-800">{t.lookFor}</p>
    </article>
  );
}

function FeatureChips({ title, ids, content, selected, onSelect }: { title: string; ids: readonly FeatureId[]; content: PalmistryContent; selected: FeatureId | undefined; onSelect: (f: FeatureId) => void }) {
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-gray-700">{title}</h3>
      <div className="mt-2 flex flex-wrap gap-2">
        {ids.map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={selected === id}
            onClick={() => onSelect(id)}
            className={`rounded-full border px-3 py-1 text-sm ${selected === id ? "border-brand-600 bg-brand-600 text-white" : "border-gray-300 bg-white hover:border-brand-400"}`}
          >
            {content.features[id].name}
          </button>
        ))}
      </div>
    </div>
  );
}

/** A small drawing of a hand shape: a square or oblong palm with short or long fingers. */
function ShapeIcon({ shape }: { shape: ShapeId }) {
  const { palm, fingers } = shapeRules[shape];
  const palmH = palm === "square" ? 40 : 52;
  const fingerH = fingers === "short" ? 20 : 32;
  const top = 66 - palmH;
  return (
    <svg viewBox="0 0 60 72" width="48" height="58" aria-hidden="true">
      <rect x="10" y={top} width="40" height={palmH} rx="5" fill="#fdebdc" stroke="#8a5a3c" strokeWidth="1.5" />
      {[0, 1, 2, 3].map((i) => {
        const h = fingerH * [0.8, 0.95, 1, 0.9][i]!;
        return <rect key={i} x={11 + i * 10} y={top - h + 2} width="8" height={h} rx="4" fill="#fdebdc" stroke="#8a5a3c" strokeWidth="1.5" />;
      })}
    </svg>
  );
}

function Shapes({ content }: { content: PalmistryContent }) {
  const [shape, setShape] = useState<ShapeId | undefined>();
  const [length, setLength] = useState("");
  const [width, setWidth] = useState("");
  const [finger, setFinger] = useState("");
  const measured = [length, width, finger].map(Number);
  const measuredShape = measured.every((n) => Number.isFinite(n) && n > 0) ? handShape(measured[0]!, measured[1]!, measured[2]!) : undefined;
  const shown = shape ?? measuredShape;
  const number = (label: string, value: string, set: (v: string) => void, testId: string) => (
    <Field label={label}>
      {(id) => <input id={id} className="field" type="number" inputMode="decimal" min="1" max="400" value={value} onChange={(e) => { set(e.currentTarget.value); setShape(undefined); }} data-testid={testId} />}
    </Field>
  );
  return (
    <section className="mt-8 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6" aria-labelledby="palm-shapes">
      <h2 id="palm-shapes" className="text-lg font-semibold">
        {m.palm_shapes_title()}
      </h2>
      <p className="mt-1 text-gray-700">{m.palm_shapes_intro()}</p>
      <div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4" role="group" aria-label={m.palm_shapes_title()}>
        {shapeIds.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={shown === s}
            onClick={() => setShape(s)}
            data-testid={`palm-shape-${s}`}
            className={`flex flex-col items-center gap-1 rounded-xl border p-3 text-sm ${shown === s ? "border-brand-600 bg-brand-50" : "border-gray-200 hover:border-brand-400"}`}
          >
            <ShapeIcon shape={s} />
            <span className="font-semibold">{content.shapes[s].name}</span>
            <span className="text-xs text-gray-600">
              {shapeRules[s].palm === "square" ? m.palm_palm_square() : m.palm_palm_oblong()}, {shapeRules[s].fingers === "short" ? m.palm_fingers_short() : m.palm_fingers_long()}
            </span>
          </button>
        ))}
      </div>
      {shown && (
        <div className="mt-4 rounded-xl bg-brand-50 p-4" data-testid="palm-shape-text">
          <h3 className="font-bold">{content.shapes[shown].name}</h3>
          <p className="mt-1 text-gray-800">{content.shapes[shown].looks}</p>
          <p className="mt-1 text-gray-800">{content.shapes[shown].nature}</p>
        </div>
      )}
      <h3 className="mt-6 font-semibold">{m.palm_measure_title()}</h3>
      <p className="mt-1 text-sm text-gray-700">{m.palm_measure_hint()}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {number(m.palm_palm_length(), length, setLength, "palm-length")}
        {number(m.palm_palm_width(), width, setWidth, "palm-width")}
        {number(m.palm_finger_length(), finger, setFinger, "palm-finger")}
      </div>
      {measuredShape && (
        <p className="mt-3 font-semibold text-brand-800" data-testid="palm-measured">
          {m.palm_measure_result({ shape: content.shapes[measuredShape].name })}
        </p>
      )}
    </section>
  );
}
