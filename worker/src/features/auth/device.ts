/**
 * Known devices (issue 18, account protection): at each successful sign-in the server issues
 * the browser a `__Host-device` cookie — a random device id and an HMAC binding it to the
 * account — and a later sign-in to that account presenting it is counted apart from the
 * client's address, so a stranger's failures from the same or another address never slow
 * the owner's own device (lib/rate-limit-policy.ts).
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv, Env } from "../../env";
import { constantTimeEqual } from "./password";
import { hmacHex } from "./tokens";

export const DEVICE_COOKIE = "__Host-device";
const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

function deviceSignature(env: Env, deviceId: string, userId: string): Promise<string> {
  return hmacHex(env, `device|${deviceId}|${userId}`);
}

/** The device id of a `__Host-device` cookie the server issued to `userId`'s sign-in, or null. */
export async function knownDevice(c: Context<AppEnv>, userId: string): Promise<string | null> {
  const match = /^([0-9a-f-]{36})\.([0-9a-f]{64})$/.exec(getCookie(c, DEVICE_COOKIE) ?? "");
  if (!match) return null;
  const [, deviceId, signature] = match as unknown as [string, string, string];
  const expected = await deviceSignature(c.env, deviceId, userId);
  return constantTimeEqual(new TextEncoder().encode(signature), new TextEncoder().encode(expected)) ? deviceId : null;
}

/** Marks this browser as a known device of `userId` (after a successful sign-in). */
export async function rememberDevice(c: Context<AppEnv>, userId: string): Promise<void> {
  const deviceId = crypto.randomUUID();
  const value = `${deviceId}.${await deviceSignature(c.env, deviceId, userId)}`;
  setCookie(c, DEVICE_COOKIE, value, { httpOnly: true, secure: true, sameSite: "Strict", path: "/", maxAge: DEVICE_COOKIE_MAX_AGE });
}
