import { createFileRoute } from "@tanstack/react-router";
import { tablePageLoader } from "../app/page-meta";
import { loginSearchSchema } from "../features/auth/search";
import { SignupPage } from "../features/auth/pages";

export const Route = createFileRoute("/register")({ validateSearch: loginSearchSchema, loader: tablePageLoader, component: SignupPage });
