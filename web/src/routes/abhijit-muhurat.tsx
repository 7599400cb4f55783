import { createFileRoute } from "@tanstack/react-router";
import { panchangSearchSchema } from "../features/panchang/api";
import { AbhijitPage } from "../features/panchang/page";

export const Route = createFileRoute("/abhijit-muhurat")({ validateSearch: panchangSearchSchema, component: AbhijitPage });
