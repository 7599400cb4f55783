import { useEffect, useId, useRef, useState } from "react";
import * as v from "valibot";
import { m } from "../paraglide/messages.js";
import { apiFetch } from "../lib/api";

/** Spec §5/§9: search from 2 characters, 300 ms debounce, close 300 ms after focus leaves. */
/** A place chosen from the suggestions; typed text without coordinates has none. */
export interface PlaceChoice {
  text: string;
  latitude?: number;
  longitude?: number;
  /** IANA time zone of the chosen place (from the gazetteer), when known. */
  timezone?: string;
}

/** Coordinates count only when they came from a suggestion and are not zero (spec §5). */
export function hasCoordinates(place: PlaceChoice): place is PlaceChoice & { latitude: number; longitude: number } {
  return (
    typeof place.latitude === "number" &&
    typeof place.longitude === "number" &&
    Number.isFinite(place.latitude) &&
    Number.isFinite(place.longitude) &&
    place.latitude !== 0 &&
    place.longitude !== 0
  );
}

/** The place a URL names, to edit in a form: with its coordinates when it has them (not zero), else empty. */
export function placeFrom(text: string | undefined, latitude: number | undefined, longitude: number | undefined): PlaceChoice {
  return latitude && longitude ? { text: text ?? `${latitude}, ${longitude}`, latitude, longitude } : { text: "" };
}

export const minQueryLength = 2;
export const debounceMs = 300;
export const closeDelayMs = 300;

const locationSchema = v.object({
  name: v.string(),
  display: v.string(),
  latitude: v.number(),
  longitude: v.number(),
  timezone: v.optional(v.string()),
  /** The other name the query matched ("बनारस" for Varanasi), shown beside the place's name. */
  matched: v.optional(v.string()),
});
const searchResponse = v.object({ success: v.boolean(), locations: v.array(locationSchema) });
export type LocationResult = v.InferOutput<typeof locationSchema>;

/**
 * GET /api/locations/search (spec §7). A failure is only logged and yields no results; an
 * answer without `success` or `locations` counts as no results (spec §8).
 */
export async function searchLocations(query: string, signal?: AbortSignal): Promise<LocationResult[]> {
  try {
    const response = await apiFetch(`/api/locations/search?${new URLSearchParams({ query })}`, { signal });
    const parsed = v.safeParse(searchResponse, await response.json());
    return parsed.success && parsed.output.success ? parsed.output.locations : [];
  } catch (err) {
    if ((err as Error).name !== "AbortError") console.warn("location search failed", err);
    return [];
  }
}

interface PlaceSearchProps {
  label: string;
  value: PlaceChoice;
  onChange: (place: PlaceChoice) => void;
  error?: string;
  testId?: string;
}

/** The birth-place box: typed text, suggestions from the gazetteer, coordinates only from a suggestion. */
export function PlaceSearch({ label, value, onChange, error, testId }: PlaceSearchProps) {
  const id = useId();
  const [results, setResults] = useState<LocationResult[]>([]);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);
  const [searched, setSearched] = useState("");
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Once a suggestion is chosen the text is that place's; typing again starts a new search.
  const query = value.latitude === undefined ? value.text.trim() : "";

  useEffect(() => {
    if (query.length < minQueryLength) {
      setResults([]);
      setSearched("");
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setLoading(true);
      const found = await searchLocations(query, controller.signal);
      if (controller.signal.aborted) return;
      setResults(found);
      setActive(-1);
      setSearched(query);
      setLoading(false);
      setOpen(true);
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
      setLoading(false);
    };
  }, [query]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const choose = (r: LocationResult) => {
    onChange({ text: r.display, latitude: r.latitude, longitude: r.longitude, timezone: r.timezone });
    setOpen(false);
    setResults([]);
    setActive(-1);
  };
  const listOpen = open && results.length > 0;
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" && results.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % results.length);
    } else if (e.key === "ArrowUp" && results.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (e.key === "Enter" && listOpen && active >= 0) {
      e.preventDefault();
      choose(results[active]!);
    } else if (e.key === "Escape" && listOpen) {
      e.preventDefault();
      setOpen(false);
    }
  };

  const showNoResults = open && !loading && searched.length >= minQueryLength && results.length === 0;
  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          data-testid={testId}
          className="field pr-9"
          placeholder={m.place_placeholder()}
          autoComplete="off"
          role="combobox"
          aria-expanded={listOpen}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={listOpen && active >= 0 ? `${id}-opt-${active}` : undefined}
          onKeyDown={onKeyDown}
          aria-invalid={Boolean(error)}
          value={value.text}
          onChange={(e) => onChange({ text: e.currentTarget.value })}
          onFocus={() => {
            clearTimeout(closeTimer.current);
            if (results.length) setOpen(true);
          }}
          onBlur={() => {
            closeTimer.current = setTimeout(() => setOpen(false), closeDelayMs);
          }}
        />
        {loading && (
          <span
            role="status"
            aria-label={m.place_searching()}
            className="absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600"
          />
        )}
      </div>
      {listOpen && (
        <ul id={`${id}-list`} role="listbox" className="absolute z-20 mt-1 max-h-60 w-full overflow-y-auto rounded-lg border border-gray-200 bg-white py-1 shadow-lg">
          {results.map((r, i) => (
            <li
              key={`${r.display}-${r.latitude}-${r.longitude}`}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              className={`cursor-pointer px-3 py-2 text-sm ${i === active ? "bg-brand-100" : "hover:bg-brand-50"}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(r)}
            >
              {r.matched ? r.display.replace(r.name, `${r.name} (${r.matched})`) : r.display}
            </li>
          ))}
        </ul>
      )}
      {showNoResults && <p className="mt-1 text-sm text-gray-600">{m.place_no_results()}</p>}
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}
