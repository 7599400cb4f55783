import { createFileRoute } from "@tanstack/react-router";
import { contentRoute } from "../../features/content/route";

export const Route = createFileRoute("/articles/dasha-periods-guide")({ ...contentRoute });
