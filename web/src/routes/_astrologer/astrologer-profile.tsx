import { createFileRoute } from "@tanstack/react-router";
import { ErrorScreen } from "../../components/Status";
import { AstrologerProfilePage } from "../../features/astrologer-account/AstrologerProfilePage";

/** The astrologer's profile editor, or (anyone else signed in) the application to become one. */
export const Route = createFileRoute("/_astrologer/astrologer-profile")({ component: AstrologerProfilePage, errorComponent: ErrorScreen });
