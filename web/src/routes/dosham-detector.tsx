import { createFileRoute } from "@tanstack/react-router";
import { kundliSearchSchema } from "../components/kundli-search";
import { DoshamPage } from "../features/kundli/pages";

export const Route = createFileRoute("/dosham-detector")({ validateSearch: kundliSearchSchema, component: DoshamPage });
