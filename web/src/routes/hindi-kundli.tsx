import { createFileRoute } from "@tanstack/react-router";
import { kundliLoader } from "../features/kundli/loader";
import { kundliSearchSchema } from "../components/kundli-search";
import { HindiKundliPage } from "../features/kundli/pages";

export const Route = createFileRoute("/hindi-kundli")({ validateSearch: kundliSearchSchema, loaderDeps: ({ search }) => search, loader: kundliLoader(), component: HindiKundliPage });
