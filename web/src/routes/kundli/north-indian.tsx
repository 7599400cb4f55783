import { createFileRoute } from "@tanstack/react-router";
import { kundliSearchSchema } from "../../components/kundli-search";
import { NorthIndianPage } from "../../features/kundli/pages";

export const Route = createFileRoute("/kundli/north-indian")({ validateSearch: kundliSearchSchema, component: NorthIndianPage });
