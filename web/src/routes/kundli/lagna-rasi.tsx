import { createFileRoute } from "@tanstack/react-router";
import { kundliLoader } from "../../features/kundli/loader";
import { kundliSearchSchema } from "../../components/kundli-search";
import { LagnaRasiPage } from "../../features/kundli/pages";

export const Route = createFileRoute("/kundli/lagna-rasi")({ validateSearch: kundliSearchSchema, loaderDeps: ({ search }) => search, loader: kundliLoader(), component: LagnaRasiPage });
