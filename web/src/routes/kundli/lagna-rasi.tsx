import { createFileRoute } from "@tanstack/react-router";
import { kundliSearchSchema } from "../../components/kundli-search";
import { LagnaRasiPage } from "../../features/kundli/pages";

export const Route = createFileRoute("/kundli/lagna-rasi")({ validateSearch: kundliSearchSchema, component: LagnaRasiPage });
