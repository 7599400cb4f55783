import { createFileRoute } from "@tanstack/react-router";
import { panchangSearchSchema } from "../features/panchang/api";
import { ChoghadiyaPage } from "../features/panchang/page";

export const Route = createFileRoute("/choghadiya")({ validateSearch: panchangSearchSchema, component: ChoghadiyaPage });
