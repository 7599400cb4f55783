import { createFileRoute } from "@tanstack/react-router";
import { kundliSearchSchema } from "../../components/kundli-search";
import { DashaPage } from "../../features/kundli/pages";

export const Route = createFileRoute("/kundli/dasha")({ validateSearch: kundliSearchSchema, component: DashaPage });
