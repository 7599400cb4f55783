import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { type AnyRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";

/** The app's element tree: the same for the browser (main.tsx) and the build's prerender (scripts/first-screen.tsx). */
export function appTree(queryClient: QueryClient, router: AnyRouter) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}
