import { type ReactNode, useEffect, useId, useRef, useState } from "react";

/** Spec §9: a tooltip opens 700 ms after hover or focus; within 300 ms of another closing, at once. */
export const tooltipDelayMs = 700;
export const tooltipSkipDelayMs = 300;

let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * A small accessible tooltip: the text describes the wrapped element (aria-describedby) and
 * shows on hover or keyboard focus; Escape hides it. The wrapper takes the events, so it
 * also works around disabled buttons, which receive none (give them pointer-events: none).
 */
export function Tooltip({ text, children, className = "" }: { text: string; children: ReactNode; className?: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = () => {
    clearTimeout(timer.current);
    if (performance.now() - lastClosedAt < tooltipSkipDelayMs) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), tooltipDelayMs);
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (open) lastClosedAt = performance.now();
    setOpen(false);
  };
  return (
    <span
      className={`relative inline-flex ${className}`}
      aria-describedby={id}
      tabIndex={0}
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(e) => e.key === "Escape" && hide()}
    >
      {children}
      <span
        id={id}
        role="tooltip"
        className={`pointer-events-none absolute bottom-full left-1/2 z-30 mb-2 w-max max-w-56 -translate-x-1/2 rounded-md bg-gray-900 px-2.5 py-1.5 text-xs text-white shadow ${open ? "" : "hidden"}`}
      >
        {text}
      </span>
    </span>
  );
}
