import { createFileRoute } from "@tanstack/react-router";
import { packagesLoader } from "../../features/packs/loaders";
import { PackagesPage } from "../../features/packs/pages";

/** How consultation packs work, and the astrologers online now (issue 20). */
export const Route = createFileRoute("/_user/packages")({ loader: packagesLoader, component: PackagesPage });
