import { createFileRoute } from "@tanstack/react-router";
import { frameRoute } from "../../features/pages/frame";

export const Route = createFileRoute("/year-{$year}/$page")({ ...frameRoute });
