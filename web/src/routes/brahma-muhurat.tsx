import { createFileRoute } from "@tanstack/react-router";
import { panchangLoader } from "../features/panchang/loader";
import { panchangSearchSchema } from "../features/panchang/api";
import { BrahmaPage } from "../features/panchang/page";

export const Route = createFileRoute("/brahma-muhurat")({ validateSearch: panchangSearchSchema, loaderDeps: ({ search }) => search, loader: panchangLoader, component: BrahmaPage });
