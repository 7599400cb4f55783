import { createFileRoute } from "@tanstack/react-router";
import { NotFoundPage } from "../components/Status";

/** Any path no route file claims: the not-found page (the Worker has already answered 404). */
export const Route = createFileRoute("/$")({ component: NotFoundPage });
