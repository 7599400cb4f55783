import { createFileRoute } from "@tanstack/react-router";
import { ToolsPage } from "../features/home/ToolsPage";

/** Spec alias of /astrology-tools. */
export const Route = createFileRoute("/astro-tools")({ component: ToolsPage });
