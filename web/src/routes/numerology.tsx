import { createFileRoute } from "@tanstack/react-router";
import { numerologyRoute } from "../features/numerology/route-options";

/** A reading is in the URL (name, date, system, on), so it can be shared; the page checks its own query. */
export const Route = createFileRoute("/numerology")({ ...numerologyRoute });
