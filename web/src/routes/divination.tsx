import { createFileRoute } from "@tanstack/react-router";
import { divinationRoute } from "../features/tarot/route";

export const Route = createFileRoute("/divination")({ ...divinationRoute });
