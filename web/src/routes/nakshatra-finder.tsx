import { createFileRoute } from "@tanstack/react-router";
import { kundliLoader } from "../features/kundli/loader";
import { kundliSearchSchema } from "../components/kundli-search";
import { NakshatraFinderPage } from "../features/kundli/pages";

export const Route = createFileRoute("/nakshatra-finder")({ validateSearch: kundliSearchSchema, loaderDeps: ({ search }) => search, loader: kundliLoader(), component: NakshatraFinderPage });
