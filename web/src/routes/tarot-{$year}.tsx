import { createFileRoute } from "@tanstack/react-router";
import { tarotYearRoute } from "../features/tarot/route";

/** A year's edition: each sign's card of the year (the route table lists the published years; others are not found). */
export const Route = createFileRoute("/tarot-{$year}")({ ...tarotYearRoute });
