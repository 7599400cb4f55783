import { createFileRoute } from "@tanstack/react-router";
import { numerologyRoute } from "../../features/numerology/route-options";

/** A year's edition, the year menu's alias of /numerology-{year}. */
export const Route = createFileRoute("/year-{$year}/numerology")({ ...numerologyRoute });
