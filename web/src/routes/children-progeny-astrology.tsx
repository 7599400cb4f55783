import { createFileRoute } from "@tanstack/react-router";
import { frameRoute } from "../features/pages/frame";

export const Route = createFileRoute("/children-progeny-astrology")({ ...frameRoute });
