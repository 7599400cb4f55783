import { createFileRoute } from "@tanstack/react-router";
import { tablePageLoader } from "../app/page-meta";
import { SignupPage } from "../features/auth/pages";

export const Route = createFileRoute("/register")({ loader: tablePageLoader, component: SignupPage });
