import { createFileRoute } from "@tanstack/react-router";
import { kundliLoader } from "../features/kundli/loader";
import { kundliSearchSchema } from "../components/kundli-search";
import { SadeSatiPage } from "../features/kundli/pages";

export const Route = createFileRoute("/sade-sati")({ validateSearch: kundliSearchSchema, loaderDeps: ({ search }) => search, loader: kundliLoader(), component: SadeSatiPage });
