/**
 * The astrologer's account as the page calls it (`@contract/astrologer-account`): one
 * query-options factory per resource and the calls that change them. Only types and constants
 * come from the contract: its schemas stay on the server, which validates everything.
 */
import { queryOptions } from "@tanstack/react-query";
import type { Application, ApplicationBody, AstrologerProfile, AstrologerProfileBody, MyApplicationAnswer } from "@contract/astrologer-account";
import { apiJson, getJson } from "../../lib/api";

export type { Application, ApplicationBody, AstrologerProfile, AstrologerProfileBody };

/** `GET /api/astrologer/profile`: the signed-in astrologer's editable profile. */
export const profileQueryOptions = () =>
  queryOptions({ queryKey: ["/api/astrologer/profile"], queryFn: () => getJson<AstrologerProfile>("/api/astrologer/profile"), staleTime: 0 });

/** `GET /api/astrologer/application`: the caller's latest application, or null. */
export const applicationQueryOptions = () =>
  queryOptions({ queryKey: ["/api/astrologer/application"], queryFn: () => getJson<MyApplicationAnswer>("/api/astrologer/application"), staleTime: 0 });

export const saveProfile = (body: AstrologerProfileBody) => apiJson<AstrologerProfile>("/api/astrologer/profile", { method: "PUT", body: JSON.stringify(body) });

/** The raw file as the body, typed by the browser's idea of it (the server checks the bytes). */
export const uploadPhoto = (file: File) => apiJson<AstrologerProfile>("/api/astrologer/photo", { method: "POST", body: file, headers: { "Content-Type": file.type } });

export const sendApplication = (body: ApplicationBody) => apiJson<Application>("/api/astrologer/applications", { method: "POST", body: JSON.stringify(body) });
