import { createFileRoute } from "@tanstack/react-router";
import { panchangSearchSchema } from "../features/panchang/api";
import { PanchangPage } from "../features/panchang/page";

export const Route = createFileRoute("/panchang")({ validateSearch: panchangSearchSchema, component: PanchangPage });
