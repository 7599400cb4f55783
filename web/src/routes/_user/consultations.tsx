import { createFileRoute } from "@tanstack/react-router";
import { ErrorScreen } from "../../components/Status";
import { ConsultationsPage } from "../../features/consultations/ConsultationsPage";
import { consultationsLoader } from "../../features/consultations/loaders";

/** The user's open and past consultations, with receipts and transcripts (issue 21). */
export const Route = createFileRoute("/_user/consultations")({
  loader: consultationsLoader,
  component: ConsultationsPage,
  errorComponent: ErrorScreen,
});
