import { createFileRoute } from "@tanstack/react-router";
import { adminRoute } from "../../../features/admin/route";

export const Route = createFileRoute("/_admin/internal/$test")({ ...adminRoute("InternalTestPage") });
