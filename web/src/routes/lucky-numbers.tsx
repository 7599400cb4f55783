import { createFileRoute } from "@tanstack/react-router";
import { numerologyRoute } from "../features/numerology/route-options";

/** The birth details in the query are the kundli calculators' (components/kundli-search), checked in the page's chunk. */
export const Route = createFileRoute("/lucky-numbers")({ ...numerologyRoute });
