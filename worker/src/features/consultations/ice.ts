/**
 * Where a call's browsers find each other (issue 26): the ICE servers of
 * `GET /api/consultations/:id/ice-servers`, decided by the Worker so the TURN key never reaches a
 * browser.
 *
 * - With `TURN_KEY_ID` and `TURN_KEY_API_TOKEN`: short-lived credentials for Cloudflare Realtime
 *   TURN, minted per request (`POST https://rtc.live.cloudflare.com/v1/turn/keys/{id}/credentials/
 *   generate-ice-servers`, body `{ ttl }`; research §3.2). Indian mobile carriers often put phones
 *   behind CGNAT, where only a relay connects the two sides. Should the mint fail, public STUN.
 * - Without them: Cloudflare's public STUN server (direct paths only).
 * - On loopback (`npm run dev`, the browser tests): none; host candidates on 127.0.0.1 connect.
 */
import type { IceServersAnswer } from "@contract/consultations";
import type { Env } from "../../env";

/** How long minted TURN credentials work: a long consultation, with margin. */
export const TURN_TTL_SECONDS = 4 * 3600;
export const PUBLIC_STUN = "stun:stun.cloudflare.com:3478";
const TURN_API = "https://rtc.live.cloudflare.com/v1/turn/keys";

/** True for a request to this machine (localhost, 127.0.0.0/8, ::1): development and tests. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

type IceServer = IceServersAnswer["iceServers"][number];

/** Keeps the entries an RTCPeerConnection accepts (a `urls` string or list, optional credentials as strings). */
function cleanServers(raw: unknown): IceServer[] {
  if (!Array.isArray(raw)) return [];
  const out: IceServer[] = [];
  for (const entry of raw) {
    if (!entry || typeof entry !== "object") continue;
    const { urls, username, credential } = entry as Record<string, unknown>;
    const list = typeof urls === "string" ? [urls] : Array.isArray(urls) ? urls.filter((u): u is string => typeof u === "string") : [];
    const usable = list.filter((u) => /^(stun|turn|turns):/.test(u));
    if (usable.length === 0) continue;
    out.push({ urls: usable, ...(typeof username === "string" ? { username } : {}), ...(typeof credential === "string" ? { credential } : {}) });
  }
  return out;
}

/** The ICE servers for a browser that asked through `requestUrl`, at `nowMs`; `fetcher` reaches Cloudflare's API. */
export async function iceServersFor(env: Pick<Env, "TURN_KEY_ID" | "TURN_KEY_API_TOKEN">, requestUrl: URL, nowMs: number, fetcher: typeof fetch = fetch): Promise<IceServersAnswer> {
  const expiresAt = new Date(nowMs + TURN_TTL_SECONDS * 1000).toISOString();
  if (env.TURN_KEY_ID && env.TURN_KEY_API_TOKEN) {
    try {
      const res = await fetcher(`${TURN_API}/${encodeURIComponent(env.TURN_KEY_ID)}/credentials/generate-ice-servers`, {
        method: "POST",
        headers: { Authorization: `Bearer ${env.TURN_KEY_API_TOKEN}`, "Content-Type": "application/json" },
        body: JSON.stringify({ ttl: TURN_TTL_SECONDS }),
      });
      if (!res.ok) throw new Error(`TURN credentials: HTTP ${res.status}`);
      const iceServers = cleanServers(((await res.json()) as { iceServers?: unknown }).iceServers);
      if (iceServers.length > 0) return { iceServers, mode: "turn", expiresAt };
      throw new Error("TURN credentials: no usable ICE server in the answer");
    } catch (err) {
      // A call still works on direct paths: log, and answer STUN.
      console.error(JSON.stringify({ at: "ice-servers", error: String(err) }));
    }
  }
  if (isLoopbackHost(requestUrl.hostname)) return { iceServers: [], mode: "none", expiresAt };
  return { iceServers: [{ urls: PUBLIC_STUN }], mode: "stun", expiresAt };
}
