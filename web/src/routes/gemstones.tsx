import { createFileRoute } from "@tanstack/react-router";
import { kundliSearchSchema } from "../components/kundli-search";
import { GemstonesPage } from "../features/gemstones/GemstonesPage";

// No loader: the page asks for its answer when its code arrives (the first screen's bundle has no room for one).
export const Route = createFileRoute("/gemstones")({ validateSearch: kundliSearchSchema, component: GemstonesPage });
