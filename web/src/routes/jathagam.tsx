import { createFileRoute } from "@tanstack/react-router";
import { kundliSearchSchema } from "../features/kundli/search";
import { JathagamPage } from "../features/kundli/pages";

export const Route = createFileRoute("/jathagam")({ validateSearch: kundliSearchSchema, component: JathagamPage });
