import * as Toast from "@radix-ui/react-toast";
import { m } from "../paraglide/messages.js";
import { dismissToast, toastDurationMs, useToasts } from "./toast";

/** Radix Toast: swipe right past 50 px dismisses; F8 focuses the region (spec §9). */
export default function Toaster() {
  const list = useToasts();
  return (
    <Toast.Provider duration={toastDurationMs} swipeDirection="right" swipeThreshold={50} label={m.toast_region()}>
      {list.map((t) => (
        <Toast.Root
          key={t.id}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          data-testid="toast"
          data-variant={t.variant}
          className={`relative rounded-lg border p-4 pr-9 shadow-lg ${t.variant === "destructive" ? "border-red-300 bg-red-600 text-white" : "border-gray-200 bg-white text-gray-900"}`}
        >
          <Toast.Title className="font-semibold">{t.title}</Toast.Title>
          {t.description && <Toast.Description className="mt-1 text-sm opacity-90">{t.description}</Toast.Description>}
          <Toast.Close aria-label={m.toast_close()} className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100">
            <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport hotkey={["F8"]} className="fixed bottom-0 right-0 z-50 m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
