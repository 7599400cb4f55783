import { createFileRoute } from "@tanstack/react-router";
import { panchangLoader } from "../features/panchang/loader";
import { panchangSearchSchema } from "../features/panchang/api";
import { HoraPage } from "../features/panchang/page";

export const Route = createFileRoute("/hora-timings")({ validateSearch: panchangSearchSchema, loaderDeps: ({ search }) => search, loader: panchangLoader, component: HoraPage });
