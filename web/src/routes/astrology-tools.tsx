import { createFileRoute } from "@tanstack/react-router";
import { ToolsPage } from "../features/home/ToolsPage";

export const Route = createFileRoute("/astrology-tools")({ component: ToolsPage });
