import { lazy, Suspense, useSyncExternalStore } from "react";

/** One notification (spec §3 Toast). */
export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: "default" | "destructive";
}

// Spec §9: at most one toast at a time, shown 5 s by default.
const toastLimit = 1;
export const toastDurationMs = 5000;

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows a toast; a newer one replaces the older (limit 1). */
export function toast(input: Omit<ToastMessage, "id" | "variant"> & { variant?: ToastMessage["variant"] }): number {
  const id = nextId++;
  const message: ToastMessage = { ...input, id, variant: input.variant ?? "default" };
  toasts = [message, ...toasts].slice(0, toastLimit);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
    // Server snapshot, for the build's prerender of the first screen (no toasts there).
    () => toasts,
  );
}

const Toaster = lazy(() => import("./Toaster"));

/** Set by the first toast; the region then stays mounted so later toasts animate normally. */
let toasterWanted = false;

/** The toast region loads with the first toast, keeping Radix out of the initial JavaScript. */
export function LazyToaster() {
  const list = useToasts();
  if (list.length > 0) toasterWanted = true;
  if (!toasterWanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
