import { createFileRoute } from "@tanstack/react-router";
import { panchangLoader } from "../features/panchang/loader";
import { panchangSearchSchema } from "../features/panchang/api";
import { RahuKaalPage } from "../features/panchang/page";

export const Route = createFileRoute("/rahu-kaal")({ validateSearch: panchangSearchSchema, loaderDeps: ({ search }) => search, loader: panchangLoader, component: RahuKaalPage });
