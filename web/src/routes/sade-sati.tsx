import { createFileRoute } from "@tanstack/react-router";
import { kundliSearchSchema } from "../components/kundli-search";
import { SadeSatiPage } from "../features/kundli/pages";

export const Route = createFileRoute("/sade-sati")({ validateSearch: kundliSearchSchema, component: SadeSatiPage });
