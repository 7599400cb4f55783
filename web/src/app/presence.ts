/**
 * The heartbeat behind the home page's "users online": `POST /api/presence` once a minute
 * while the tab is visible (the server keeps only an anonymous, daily-rotated hash). Off in
 * tests and for pages opened in the background; failures are ignored.
 */
const HEARTBEAT_MS = 60_000;

export function startPresence(): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const beat = () => {
    if (document.visibilityState !== "visible") return;
    void fetch("/api/presence", { method: "POST", keepalive: true, credentials: "omit" }).catch(() => undefined);
  };
  const onVisibility = () => {
    clearInterval(timer);
    if (document.visibilityState === "visible") {
      beat();
      timer = setInterval(beat, HEARTBEAT_MS);
    }
  };
  onVisibility();
  document.addEventListener("visibilitychange", onVisibility);
  return () => {
    clearInterval(timer);
    document.removeEventListener("visibilitychange", onVisibility);
  };
}
