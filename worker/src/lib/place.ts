import { ApiError } from "./errors";

/** The place the API answers for when a query names none: New Delhi. */
export const DELHI = { name: "New Delhi", latitude: 28.6139, longitude: 77.209, timezone: "Asia/Kolkata" } as const;

/** The place of a query: latitude, longitude and zone together, or none of them for New Delhi. */
export function placeOf(q: { latitude?: number; longitude?: number; timezone?: string }): { latitude: number; longitude: number; timezone: string } {
  const given = [q.latitude, q.longitude, q.timezone].filter((x) => x !== undefined).length;
  if (given !== 0 && given !== 3) throw new ApiError("validation_failed", "place_all_or_none");
  return given === 3 ? { latitude: q.latitude!, longitude: q.longitude!, timezone: q.timezone! } : { latitude: DELHI.latitude, longitude: DELHI.longitude, timezone: DELHI.timezone };
}
