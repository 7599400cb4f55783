import { createFileRoute } from "@tanstack/react-router";
import { kundliSearchSchema } from "../components/kundli-search";
import { DashaCalculatorPage } from "../features/kundli/pages";

export const Route = createFileRoute("/dasha-calculator")({ validateSearch: kundliSearchSchema, component: DashaCalculatorPage });
