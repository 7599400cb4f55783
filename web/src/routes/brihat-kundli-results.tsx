import { createFileRoute } from "@tanstack/react-router";
import { kundliSearchSchema } from "../components/kundli-search";
import { BrihatResultsPage } from "../features/kundli/pages";

export const Route = createFileRoute("/brihat-kundli-results")({ validateSearch: kundliSearchSchema, component: BrihatResultsPage });
