import { createFileRoute } from "@tanstack/react-router";
import { kundliLoader } from "../../features/kundli/loader";
import { kundliSearchSchema } from "../../components/kundli-search";
import { NorthIndianPage } from "../../features/kundli/pages";

export const Route = createFileRoute("/kundli/north-indian")({ validateSearch: kundliSearchSchema, loaderDeps: ({ search }) => search, loader: kundliLoader(), component: NorthIndianPage });
