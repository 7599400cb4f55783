import { createFileRoute } from "@tanstack/react-router";
import { frameRoute } from "../../../features/pages/frame";

/** /payment/success and /payment/failure (the loader checks the outcome against the route table). */
export const Route = createFileRoute("/_user/payment/$outcome")({ ...frameRoute });
