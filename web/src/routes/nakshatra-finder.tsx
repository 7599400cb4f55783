import { createFileRoute } from "@tanstack/react-router";
import { kundliSearchSchema } from "../components/kundli-search";
import { NakshatraFinderPage } from "../features/kundli/pages";

export const Route = createFileRoute("/nakshatra-finder")({ validateSearch: kundliSearchSchema, component: NakshatraFinderPage });
