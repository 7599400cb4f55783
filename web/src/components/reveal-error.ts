/** The controls a failed submit points at: those inside a `Field` showing an error, or marked invalid themselves. */
const invalidControl = "[data-field-error] :is(input, select, textarea), [aria-invalid='true']";

/** Scrolls a form's first invalid control to the middle of the screen and focuses it, once React has drawn the errors (next frame). */
export function revealFirstError(form: EventTarget | null | undefined): void {
  requestAnimationFrame(() => {
    const control = form instanceof HTMLElement ? form.querySelector<HTMLElement>(invalidControl) : null;
    if (!control) return;
    control.scrollIntoView({ block: "center" });
    control.focus({ preventScroll: true });
  });
}
