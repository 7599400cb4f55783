import { QueryClient, type QueryFunction } from "@tanstack/react-query";

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

/** A non-2xx answer: message is "<status>: <body text or status text>" (spec §8). */
export class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "HttpError";
    this.status = status;
  }
}

/** Fetch as the spec's client does (§7): cookies, JSON, bearer header when a token is stored. */
export async function apiFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  const token = storedToken();
  if (token && !headers.has("Authorization")) headers.set("Authorization", `Bearer ${token}`);
  const response = await fetch(url, { ...init, headers, credentials: "include" });
  if (!response.ok) {
    const text = (await response.text().catch(() => "")) || response.statusText;
    throw new HttpError(response.status, `${response.status}: ${text}`);
  }
  return response;
}

export async function getJson<T>(url: string): Promise<T> {
  return (await apiFetch(url)).json() as Promise<T>;
}

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
