import { createFileRoute } from "@tanstack/react-router";
import { kundliSearchSchema } from "../../components/kundli-search";
import { KundliPage } from "../../features/kundli/pages";

export const Route = createFileRoute("/kundli/")({ validateSearch: kundliSearchSchema, component: KundliPage });
