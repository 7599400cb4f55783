import { createFileRoute } from "@tanstack/react-router";
import { kundliLoader } from "../../features/kundli/loader";
import { kundliSearchSchema } from "../../components/kundli-search";
import { KpPage } from "../../features/kundli/pages";

export const Route = createFileRoute("/kundli/kp")({ validateSearch: kundliSearchSchema, loaderDeps: ({ search }) => search, loader: kundliLoader({ ayanamsa: "kp", house: "kp" }), component: KpPage });
