import { createFileRoute } from "@tanstack/react-router";
import { tarotReadingRoute } from "../features/tarot/route";

/** `?spread=single|three|celtic-cross&seed=<32 hex digits>`: a shared reading (read by the page). */
export const Route = createFileRoute("/tarot-reading")({ ...tarotReadingRoute });
