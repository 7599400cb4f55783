import { createFileRoute } from "@tanstack/react-router";
import { frameRoute } from "../features/pages/frame";

/** A year's edition (the route table lists the published years; others are not found). */
export const Route = createFileRoute("/tarot-{$year}")({ ...frameRoute });
