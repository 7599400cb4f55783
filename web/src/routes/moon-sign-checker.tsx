import { createFileRoute } from "@tanstack/react-router";
import { kundliSearchSchema } from "../components/kundli-search";
import { MoonSignPage } from "../features/kundli/pages";

export const Route = createFileRoute("/moon-sign-checker")({ validateSearch: kundliSearchSchema, component: MoonSignPage });
