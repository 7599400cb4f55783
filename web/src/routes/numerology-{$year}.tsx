import { createFileRoute } from "@tanstack/react-router";
import { numerologyRoute } from "../features/numerology/route-options";

/** A year's edition: the nine moolank forecasts (the route table lists the published years; others are not found). */
export const Route = createFileRoute("/numerology-{$year}")({ ...numerologyRoute });
