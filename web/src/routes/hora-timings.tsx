import { createFileRoute } from "@tanstack/react-router";
import { panchangSearchSchema } from "../features/panchang/api";
import { HoraPage } from "../features/panchang/page";

export const Route = createFileRoute("/hora-timings")({ validateSearch: panchangSearchSchema, component: HoraPage });
