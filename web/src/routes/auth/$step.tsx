import { createFileRoute } from "@tanstack/react-router";
import { tablePageLoader } from "../../app/page-meta";
import { AuthSuccessPage } from "../../features/auth/pages";

/** /auth/success, where Google sign-in returns (the loader accepts only the route table's steps). */
export const Route = createFileRoute("/auth/$step")({ loader: tablePageLoader, component: AuthSuccessPage });
