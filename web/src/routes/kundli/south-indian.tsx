import { createFileRoute } from "@tanstack/react-router";
import { kundliLoader } from "../../features/kundli/loader";
import { kundliSearchSchema } from "../../components/kundli-search";
import { SouthIndianPage } from "../../features/kundli/pages";

export const Route = createFileRoute("/kundli/south-indian")({ validateSearch: kundliSearchSchema, loaderDeps: ({ search }) => search, loader: kundliLoader(), component: SouthIndianPage });
