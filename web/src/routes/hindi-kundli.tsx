import { createFileRoute } from "@tanstack/react-router";
import { kundliSearchSchema } from "../components/kundli-search";
import { HindiKundliPage } from "../features/kundli/pages";

export const Route = createFileRoute("/hindi-kundli")({ validateSearch: kundliSearchSchema, component: HindiKundliPage });
