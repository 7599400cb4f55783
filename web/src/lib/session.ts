import { useSyncExternalStore } from "react";
import { apiFetch } from "./api";
import { localizePath } from "../i18n/locale";
import { currentLocale } from "../i18n/runtime";
import { isLeavingPage } from "./leaving";
import { clearStoredAuth, isTokenExpired, readStoredToken } from "./token";

/** The signed-in user as `/api/auth/me` answers (spec §3 User). */
export interface SessionUser {
  id: string;
  /** Null for an account made by phone sign-in that has no email. */
  email: string | null;
  role: "user" | "astrologer" | "admin";
  name?: string | null;
  phone?: string | null;
  language?: "en" | "hi" | "ta" | "te";
  /** False for an account made through Google that has not set a password. */
  hasPassword?: boolean;
  createdAt?: string;
  /** Wallet balance in paise. */
  balance: number;
}

export type SessionState =
  | { status: "loading" }
  | { status: "signed-out" }
  | { status: "signed-in"; user: SessionUser; token: string };

/** A session whose answer is known (what the router's access checks decide on). */
export type SettledSession = Exclude<SessionState, { status: "loading" }>;

export interface SessionValue {
  state: SessionState;
  user: SessionUser | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  refresh(): Promise<void>;
  /**
   * Re-reads the signed-in user (its balance after a payment) without passing through
   * "loading": the header keeps the account shown meanwhile and only the figures change.
   */
  reload(): Promise<void>;
  logout(): void;
}

function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== "object") return false;
  const u = value as Record<string, unknown>;
  return typeof u.id === "string" && (typeof u.email === "string" || u.email === null) && typeof u.role === "string" && typeof u.balance === "number";
}

/** How the account is named on screen: its email, else its name, else (an account made by phone) its number. */
export function accountLabel(user: SessionUser): string {
  return user.email ?? user.name ?? user.phone ?? "";
}

/** Reads the stored token and asks the server who it belongs to (spec §4 Authentication). */
async function loadSession(): Promise<SessionState> {
  const token = readStoredToken();
  if (!token) return { status: "signed-out" };
  if (isTokenExpired(token, Date.now())) {
    clearStoredAuth();
    return { status: "signed-out" };
  }
  try {
    const response = await apiFetch("/api/auth/me", { headers: { "Cache-Control": "no-cache", Authorization: `Bearer ${token}` } });
    const user: unknown = await response.json();
    if (!isSessionUser(user)) throw new Error("unexpected user shape");
    localStorage.setItem("user", JSON.stringify(user));
    localStorage.setItem("token", token);
    return { status: "signed-in", user, token };
  } catch {
    // The page is going away and took the request with it: keep the session for the next page.
    if (isLeavingPage()) return { status: "loading" };
    // Failure or network error: sign out silently (spec §8).
    clearStoredAuth();
    return { status: "signed-out" };
  }
}

/**
 * The page's session (spec §4), outside React so the router's `beforeLoad` checks can wait for
 * it (`settled()`) and components can read it (`useSession`). One per page load: with a stored
 * token it asks `/api/auth/me` once (`start()`: the root's first effect, or an access check),
 * and with none the answer is known at once (no spinner flash for visitors).
 */
function createSessionStore() {
  let state: SessionState | undefined;
  const listeners = new Set<() => void>();
  let waiting: ((s: SettledSession) => void)[] = [];

  function set(next: SessionState) {
    state = next;
    if (next.status !== "loading") {
      const resolve = waiting;
      waiting = [];
      for (const r of resolve) r(next);
    }
    value = makeValue(next);
    for (const listener of listeners) listener();
  }

  let started = false;
  function current(): SessionState {
    state ??= readStoredToken() ? { status: "loading" } : { status: "signed-out" };
    return state;
  }
  /** Asks /api/auth/me once, if a stored token needs it: after the first render, or when an access check waits. */
  function start(): void {
    if (started) return;
    started = true;
    if (current().status === "loading") void loadSession().then(set);
  }

  async function refresh() {
    set({ status: "loading" });
    const next = await loadSession();
    await new Promise((r) => setTimeout(r, 200)); // spec §9: auth refresh pause 200 ms
    set(next);
  }

  async function reload() {
    if (current().status !== "signed-in") return refresh();
    set(await loadSession());
  }

  function logout() {
    // Revoke the token and clear the cookie on the server too; the page does not wait for it.
    const token = readStoredToken();
    void fetch("/api/auth/logout", {
      method: "POST",
      credentials: "include",
      keepalive: true,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    }).catch(() => undefined);
    clearStoredAuth();
    set({ status: "signed-out" });
    window.location.assign(localizePath("/login", currentLocale()));
  }

  function makeValue(s: SessionState): SessionValue {
    const user = s.status === "signed-in" ? s.user : null;
    return { state: s, user, isAuthenticated: user !== null, isAdmin: user?.role === "admin", refresh, reload, logout };
  }
  let value: SessionValue | undefined;

  return {
    /** The session as components see it (a stable object between changes). */
    get(): SessionValue {
      const s = current();
      return (value ??= makeValue(s));
    },
    /** The session once its answer is known; at once for visitors without a token. */
    settled(): Promise<SettledSession> {
      start();
      const s = current();
      if (s.status !== "loading") return Promise.resolve(s);
      return new Promise((resolve) => waiting.push(resolve));
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start,
    refresh,
    reload,
    logout,
  };
}

export const sessionStore = createSessionStore();
export type SessionStore = typeof sessionStore;

export function useSession(): SessionValue {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
