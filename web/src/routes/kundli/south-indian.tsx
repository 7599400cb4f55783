import { createFileRoute } from "@tanstack/react-router";
import { kundliSearchSchema } from "../../components/kundli-search";
import { SouthIndianPage } from "../../features/kundli/pages";

export const Route = createFileRoute("/kundli/south-indian")({ validateSearch: kundliSearchSchema, component: SouthIndianPage });
