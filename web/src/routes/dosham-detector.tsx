import { createFileRoute } from "@tanstack/react-router";
import { kundliLoader } from "../features/kundli/loader";
import { kundliSearchSchema } from "../components/kundli-search";
import { DoshamPage } from "../features/kundli/pages";

export const Route = createFileRoute("/dosham-detector")({ validateSearch: kundliSearchSchema, loaderDeps: ({ search }) => search, loader: kundliLoader(), component: DoshamPage });
