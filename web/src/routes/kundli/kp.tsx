import { createFileRoute } from "@tanstack/react-router";
import { kundliSearchSchema } from "../../components/kundli-search";
import { KpPage } from "../../features/kundli/pages";

export const Route = createFileRoute("/kundli/kp")({ validateSearch: kundliSearchSchema, component: KpPage });
