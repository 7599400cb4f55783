import { createFileRoute } from "@tanstack/react-router";
import { kundliSearchSchema } from "../../components/kundli-search";
import { PlanetaryPage } from "../../features/kundli/pages";

export const Route = createFileRoute("/kundli/planetary")({ validateSearch: kundliSearchSchema, component: PlanetaryPage });
