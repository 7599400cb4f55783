import { type ReactNode, useId } from "react";

/** A labelled form control with its error line; `children` receives the control's id. */
export function Field({ label, error, children }: { label: string; error?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="min-w-0" data-field-error={error ? "" : undefined}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children(id)}
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}

/**
 * After a submit that found errors: scrolls the form's first invalid field to the middle of the
 * screen and focuses it, so a phone user sees what to fix instead of a button that did nothing
 * (issue 19). Call it right after setting the errors. The work is in a module loaded on the first
 * failed submit, to keep it out of the home page's first JavaScript.
 */
export function revealFirstError(form: EventTarget | null | undefined): void {
  void import("./reveal-error").then((m) => m.revealFirstError(form));
}
