import { createFileRoute } from "@tanstack/react-router";
import { kundliLoader } from "../features/kundli/loader";
import { kundliSearchSchema } from "../components/kundli-search";
import { BrihatResultsPage } from "../features/kundli/pages";

export const Route = createFileRoute("/brihat-kundli-results")({ validateSearch: kundliSearchSchema, loaderDeps: ({ search }) => search, loader: kundliLoader(), component: BrihatResultsPage });
