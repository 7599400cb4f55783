import { createFileRoute } from "@tanstack/react-router";
import { kundliLoader } from "../../features/kundli/loader";
import { kundliSearchSchema } from "../../components/kundli-search";
import { DashaPage } from "../../features/kundli/pages";

export const Route = createFileRoute("/kundli/dasha")({ validateSearch: kundliSearchSchema, loaderDeps: ({ search }) => search, loader: kundliLoader(), component: DashaPage });
