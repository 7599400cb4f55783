import { createFileRoute } from "@tanstack/react-router";
import { loginSearchSchema } from "../features/auth/search";
import { SignupPage } from "../features/auth/pages";

export const Route = createFileRoute("/signup")({ validateSearch: loginSearchSchema, component: SignupPage });
