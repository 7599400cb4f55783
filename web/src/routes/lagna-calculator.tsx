import { createFileRoute } from "@tanstack/react-router";
import { kundliSearchSchema } from "../components/kundli-search";
import { LagnaCalculatorPage } from "../features/kundli/pages";

export const Route = createFileRoute("/lagna-calculator")({ validateSearch: kundliSearchSchema, component: LagnaCalculatorPage });
