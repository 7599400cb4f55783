import { createFileRoute } from "@tanstack/react-router";
import { panchangLoader } from "../features/panchang/loader";
import { panchangSearchSchema } from "../features/panchang/api";
import { AbhijitPage } from "../features/panchang/page";

export const Route = createFileRoute("/abhijit-muhurat")({ validateSearch: panchangSearchSchema, loaderDeps: ({ search }) => search, loader: panchangLoader, component: AbhijitPage });
