import { createFileRoute } from "@tanstack/react-router";
import { LoveCompatibilityPage } from "../features/matching/love-page";

/** The page validates its own query (features/matching/search.ts) so the schema loads with it, not with the app. */
export const Route = createFileRoute("/love-compatibility")({ component: LoveCompatibilityPage });
