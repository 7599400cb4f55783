import { createFileRoute } from "@tanstack/react-router";
import { adminRoute } from "../../features/admin/route";

/** The articles and pages of the CMS, and their editor (issue 24); the same page as /admin/articles. */
export const Route = createFileRoute("/_admin/admin-articles")({ ...adminRoute("ArticlesPage") });
