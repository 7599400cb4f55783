import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import type { createAppRouter } from "../router";

/** The app's element tree: the same for the browser (main.tsx) and the build's prerender (scripts/first-screen.tsx). */
export function appTree(queryClient: QueryClient, router: ReturnType<typeof createAppRouter>) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}
