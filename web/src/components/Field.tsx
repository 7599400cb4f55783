import { type ReactNode, useId } from "react";

/** A labelled form control with its error line; `children` receives the control's id. */
export function Field({ label, error, children }: { label: string; error?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children(id)}
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}
