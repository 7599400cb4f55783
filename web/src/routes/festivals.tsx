import { createFileRoute, redirect } from "@tanstack/react-router";

/** An alias the Worker answers with a 301 (route table `redirect`); an in-app link lands here instead. */
export const Route = createFileRoute("/festivals")({
  beforeLoad: ({ search }) => {
    throw redirect({ to: "/hindu-festivals", search, replace: true });
  },
});
