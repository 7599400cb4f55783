import { createFileRoute } from "@tanstack/react-router";
import { contentRoute } from "../features/content/route";

export const Route = createFileRoute("/marriage-astrology")({ ...contentRoute });
