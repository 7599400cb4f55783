import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import type { ErrorBody, ErrorCode } from "@contract/common";
import { currentLocale } from "../i18n/runtime";

/** Stored auth token keys the spec's client reads (§3 Stored browser values). */
const tokenKeys = ["token", "authToken"] as const;

function storedToken(): string | null {
  try {
    for (const key of tokenKeys) {
      const value = localStorage.getItem(key);
      if (value) return value;
    }
  } catch {
    // storage unavailable (private mode): no token
  }
  return null;
}

/** The API's error body, when a failed answer carries one (`{ error: { code, message, details?, requestId } }`). */
function errorBodyOf(text: string): ErrorBody | null {
  try {
    const json: unknown = JSON.parse(text);
    const error = json && typeof json === "object" ? (json as { error?: unknown }).error : undefined;
    if (!error || typeof error !== "object") return null;
    const { code, message } = error as { code?: unknown; message?: unknown };
    // The codes are the contract's (`ErrorCode`): the API answers no others.
    return typeof code === "string" && typeof message === "string" ? (json as ErrorBody) : null;
  } catch {
    return null;
  }
}

/**
 * A non-2xx answer: message is "<status>: <body text or status text>" (spec §8). `code` is the
 * API's error code (`validation_failed`, `not_found`, `no_sunrise` …) and `body` its error body,
 * when the answer carries one; `status` 0 is a request that got no answer.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode | null;
  readonly body: ErrorBody | null;
  constructor(status: number, message: string, body: ErrorBody | null = null) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.body = body;
    this.code = body?.error.code ?? null;
  }
}

/**
 * The SPA's one call to the API, as the spec's client makes it (§7): cookies, JSON, the bearer
 * header when a token is stored. A non-2xx answer throws `HttpError`.
 */
export async function apiFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  // The API's error messages come in the page's language (a route's `lang=` still wins).
  if (!headers.has("Accept-Language")) headers.set("Accept-Language", currentLocale());
  const token = storedToken();
  if (token && !headers.has("Authorization")) headers.set("Authorization", `Bearer ${token}`);
  const response = await fetch(url, { ...init, headers, credentials: "include" });
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    throw new HttpError(response.status, `${response.status}: ${text || response.statusText}`, errorBodyOf(text));
  }
  return response;
}

/** `apiFetch` with a JSON answer typed by the route's contract (`@contract/…`): a type, not a runtime parse. */
export async function apiJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  return (await apiFetch(url, init)).json() as Promise<T>;
}

/** GET `url` as JSON. */
export const getJson = <T>(url: string, init?: RequestInit): Promise<T> => apiJson<T>(url, init);

/** Default read (§7): the first element of the query key is the URL, fetched with GET as JSON. */
const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => {
  const [url] = queryKey;
  if (typeof url !== "string") throw new Error("The first query key element must be a URL");
  return apiFetch(url, { signal }).then((r) => r.json());
};

/** Query defaults of spec §7/§9: fresh 5 min, kept 10 min, no refetch on focus, no polling, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
