import { createFileRoute } from "@tanstack/react-router";
import { MatchingPage } from "../features/matching/page";

/** The page validates its own query (features/matching/search.ts) so the schema loads with it, not with the app. */
export const Route = createFileRoute("/kundli-matching")({ component: MatchingPage });
