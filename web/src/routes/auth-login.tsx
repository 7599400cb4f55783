import { createFileRoute } from "@tanstack/react-router";
import { loginSearchSchema } from "../features/auth/search";
import { LoginPage } from "../features/auth/pages";

export const Route = createFileRoute("/auth-login")({ validateSearch: loginSearchSchema, component: LoginPage });
