import { createFileRoute } from "@tanstack/react-router";
import { PalmistryPage } from "../features/palmistry/PalmistryPage";

export const Route = createFileRoute("/palmistry")({ component: PalmistryPage });
