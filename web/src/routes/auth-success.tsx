import { createFileRoute } from "@tanstack/react-router";
import { AuthSuccessPage } from "../features/auth/pages";

export const Route = createFileRoute("/auth-success")({ component: AuthSuccessPage });
