import { createFileRoute } from "@tanstack/react-router";
import { VastuPage } from "../features/vastu/VastuPage";

/** The plan is the query (`?kitchen=se&toilet=ne`), read by the page with the domain's `planFromQuery`. */
export const Route = createFileRoute("/vastu")({ component: VastuPage });
