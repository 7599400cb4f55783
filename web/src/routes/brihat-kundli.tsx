import { createFileRoute } from "@tanstack/react-router";
import { kundliSearchSchema } from "../components/kundli-search";
import { BrihatPage } from "../features/kundli/pages";

export const Route = createFileRoute("/brihat-kundli")({ validateSearch: kundliSearchSchema, component: BrihatPage });
