import { createFileRoute } from "@tanstack/react-router";
import { kundliLoader } from "../features/kundli/loader";
import { kundliSearchSchema } from "../components/kundli-search";
import { DashaCalculatorPage } from "../features/kundli/pages";

export const Route = createFileRoute("/dasha-calculator")({ validateSearch: kundliSearchSchema, loaderDeps: ({ search }) => search, loader: kundliLoader(), component: DashaCalculatorPage });
