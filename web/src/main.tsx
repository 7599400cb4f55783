import "@unocss/reset/tailwind.css";
import "virtual:uno.css";
import "./fonts.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createQueryClient } from "./lib/api";
import { languageStorageKey, resolveInitialLocale } from "./i18n/locale";
import { activateLocale } from "./i18n/runtime";
import { createAppRouter } from "./router";

function savedLanguage(): string | null {
  try {
    return localStorage.getItem(languageStorageKey);
  } catch {
    return null;
  }
}

const { pathname, search, hash } = window.location;
const { locale, redirectTo } = resolveInitialLocale({ pathname, saved: savedLanguage(), browserLanguages: navigator.languages ?? [] });

if (redirectTo) {
  window.location.replace(`${redirectTo}${search}${hash}`);
} else {
  activateLocale(locale);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, locale);
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
