import { createFileRoute } from "@tanstack/react-router";
import { panchangSearchSchema } from "../features/panchang/api";
import { RahuKaalPage } from "../features/panchang/page";

export const Route = createFileRoute("/rahu-kaal")({ validateSearch: panchangSearchSchema, component: RahuKaalPage });
