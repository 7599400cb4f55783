/**
 * Whether this page is on its way out. Leaving aborts its pending requests, and such an abort is
 * not a server's answer: the session must not sign the user out on it (spec §4, §8).
 *
 * Set by `pagehide` (rather than `beforeunload`, which costs the back-forward cache in some
 * browsers) and, earlier, by `leavePage` when the page itself starts the navigation, since the
 * browser may report the aborted request before `pagehide` fires. `pageshow` clears it when the
 * page comes back from the back-forward cache.
 */
let leaving = false;
if (typeof window !== "undefined" && typeof window.addEventListener === "function") {
  window.addEventListener("pagehide", () => (leaving = true));
  window.addEventListener("pageshow", () => (leaving = false));
}

export function isLeavingPage(): boolean {
  return leaving;
}

/** Goes to another document, marking the page as leaving first. */
export function leavePage(href: string): void {
  leaving = true;
  window.location.assign(href);
}
