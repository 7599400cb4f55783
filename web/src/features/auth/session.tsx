import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { setAnalyticsUser } from "../../app/analytics";
import { apiFetch } from "../../lib/api";
import { localizePath } from "../../i18n/locale";
import { currentLocale } from "../../i18n/runtime";
import { clearStoredAuth, isTokenExpired, readStoredToken } from "./token";

/** The signed-in user as `/api/auth/me` answers (spec §3 User). */
export interface SessionUser {
  id: string;
  email: string;
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

interface SessionContextValue {
  state: SessionState;
  user: SessionUser | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  refresh(): Promise<void>;
  logout(): void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== "object") return false;
  const u = value as Record<string, unknown>;
  return typeof u.id === "string" && typeof u.email === "string" && typeof u.role === "string" && typeof u.balance === "number";
}

/**
 * True while the page is hidden for a navigation away. Leaving aborts a pending `/api/auth/me`
 * (after `pagehide`), and that abort is not the "failure or network error" of spec §4: signing
 * out on it would sign the user out whenever they switch language or follow a link while the
 * page is still loading. `pagehide` rather than `beforeunload`, which costs the back-forward cache
 * in some browsers; `pageshow` clears it when the page comes back from that cache.
 */
let leavingPage = false;
if (typeof window !== "undefined") {
  window.addEventListener("pagehide", () => (leavingPage = true));
  window.addEventListener("pageshow", () => (leavingPage = false));
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
    if (leavingPage) return { status: "loading" };
    // Failure or network error: sign out silently (spec §8).
    clearStoredAuth();
    return { status: "signed-out" };
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  // With no stored token the answer is known at once: no spinner flash for visitors.
  const [state, setState] = useState<SessionState>(() => (readStoredToken() ? { status: "loading" } : { status: "signed-out" }));

  useEffect(() => {
    if (state.status === "loading") void loadSession().then(setState);
    // Only on mount; refresh() re-checks later.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Analytics learns the account id (never the email) once the session is known.
  useEffect(() => {
    if (state.status !== "loading") setAnalyticsUser(state.status === "signed-in" ? state.user.id : null);
  }, [state]);

  const refresh = useCallback(async () => {
    setState({ status: "loading" });
    const next = await loadSession();
    await new Promise((r) => setTimeout(r, 200)); // spec §9: auth refresh pause 200 ms
    setState(next);
  }, []);

  const logout = useCallback(() => {
    // Revoke the token and clear the cookie on the server too; the page does not wait for it.
    const token = readStoredToken();
    void fetch("/api/auth/logout", {
      method: "POST",
      credentials: "include",
      keepalive: true,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    }).catch(() => undefined);
    clearStoredAuth();
    setState({ status: "signed-out" });
    window.location.assign(localizePath("/login", currentLocale()));
  }, []);

  const value = useMemo<SessionContextValue>(() => {
    const user = state.status === "signed-in" ? state.user : null;
    return { state, user, isAuthenticated: user !== null, isAdmin: user?.role === "admin", refresh, logout };
  }, [state, refresh, logout]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession outside SessionProvider");
  return value;
}
