import { createFileRoute } from "@tanstack/react-router";
import { ResetPinPage } from "../features/auth/pages";

export const Route = createFileRoute("/reset-pin")({ component: ResetPinPage });
