import { createFileRoute } from "@tanstack/react-router";
import { panchangSearchSchema } from "../features/panchang/api";
import { BrahmaPage } from "../features/panchang/page";

export const Route = createFileRoute("/brahma-muhurat")({ validateSearch: panchangSearchSchema, component: BrahmaPage });
