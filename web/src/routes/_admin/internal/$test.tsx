import { createFileRoute } from "@tanstack/react-router";
import { internalRoute } from "../../../features/internal/route";

export const Route = createFileRoute("/_admin/internal/$test")({ ...internalRoute });
