import { createFileRoute } from "@tanstack/react-router";
import { tarotYearRoute } from "../../features/tarot/route";

/** A year's edition, the year menu's alias of /tarot-{year}. */
export const Route = createFileRoute("/year-{$year}/tarot")({ ...tarotYearRoute });
