import { createFileRoute } from "@tanstack/react-router";
import { panchangLoader } from "../features/panchang/loader";
import { panchangSearchSchema } from "../features/panchang/api";
import { PanchangPage } from "../features/panchang/page";

export const Route = createFileRoute("/panchang")({ validateSearch: panchangSearchSchema, loaderDeps: ({ search }) => search, loader: panchangLoader, component: PanchangPage });
