import { createFileRoute } from "@tanstack/react-router";
import { panchangLoader } from "../features/panchang/loader";
import { panchangSearchSchema } from "../features/panchang/api";
import { ChoghadiyaPage } from "../features/panchang/page";

export const Route = createFileRoute("/choghadiya")({ validateSearch: panchangSearchSchema, loaderDeps: ({ search }) => search, loader: panchangLoader, component: ChoghadiyaPage });
