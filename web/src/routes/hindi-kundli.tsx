import { createFileRoute } from "@tanstack/react-router";
import { kundliSearchSchema } from "../features/kundli/api";
import { HindiKundliPage } from "../features/kundli/pages";

export const Route = createFileRoute("/hindi-kundli")({ validateSearch: kundliSearchSchema, component: HindiKundliPage });
