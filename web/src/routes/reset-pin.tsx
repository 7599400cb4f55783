import { createFileRoute } from "@tanstack/react-router";
import { loginSearchSchema } from "../features/auth/search";
import { ResetPinPage } from "../features/auth/pages";

export const Route = createFileRoute("/reset-pin")({ validateSearch: loginSearchSchema, component: ResetPinPage });
