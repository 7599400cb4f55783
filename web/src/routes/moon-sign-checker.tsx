import { createFileRoute } from "@tanstack/react-router";
import { kundliLoader } from "../features/kundli/loader";
import { kundliSearchSchema } from "../components/kundli-search";
import { MoonSignPage } from "../features/kundli/pages";

export const Route = createFileRoute("/moon-sign-checker")({ validateSearch: kundliSearchSchema, loaderDeps: ({ search }) => search, loader: kundliLoader(), component: MoonSignPage });
