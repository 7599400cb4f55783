/**
 * The admin area's calls (`@contract/admin`, `@contract/content`, the users and applications
 * routes): one query-options factory per list and the calls that change things. Only types and
 * constants come from the contract; the server validates everything.
 */
import { queryOptions } from "@tanstack/react-query";
import type { AdminProduct, AuditEntry, PromoCode, SettingKey, SettingsAnswer, StatsAnswer, Ticket } from "@contract/admin";
import type { AdminContentDetail, AdminContentItem, ContentKind, CreateContentBody, SaveTextBody, UpdateContentBody } from "@contract/content";
import type { ApplicationsAnswer, DecisionAnswer } from "@contract/astrologer-account";
import { apiFetch, apiJson, getJson } from "../../lib/api";

export type { AdminContentDetail, AdminContentItem, AdminProduct, AuditEntry, PromoCode, SettingKey, SettingsAnswer, StatsAnswer, Ticket };
export type Locale = "en" | "hi" | "ta" | "te";
export const locales: readonly Locale[] = ["en", "hi", "ta", "te"];

interface Paged { total: number; page: number; pageSize: number }
export interface ContentList extends Paged { items: AdminContentItem[] }
export interface TicketList extends Paged { tickets: Ticket[] }
export interface AuditList extends Paged { entries: AuditEntry[] }
export interface AdminUser { id: string; email: string | null; role: "user" | "astrologer" | "admin"; name: string | null; phone: string | null; language: Locale }
export interface UserList extends Paged { users: AdminUser[] }

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") search.set(k, String(v));
  const text = search.toString();
  return text ? `?${text}` : "";
};
const json = (method: string, body?: unknown): RequestInit => ({ method, body: body === undefined ? undefined : JSON.stringify(body) });

// ——— Dashboard ———

export const statsQueryOptions = () => queryOptions({ queryKey: ["/api/admin/stats"], queryFn: () => getJson<StatsAnswer>("/api/admin/stats?days=30"), staleTime: 0 });
export const pendingApplicationsQueryOptions = () =>
  queryOptions({ queryKey: ["/api/admin/astrologer-applications", "pending"], queryFn: () => getJson<ApplicationsAnswer>("/api/admin/astrologer-applications?status=pending"), staleTime: 0 });
export const decideApplication = (id: string, decision: "approve" | "reject", note?: string) =>
  apiJson<DecisionAnswer>(`/api/admin/astrologer-applications/${encodeURIComponent(id)}/${decision}`, json("POST", note ? { note } : {}));
export const ticketsQueryOptions = (page = 1) => queryOptions({ queryKey: ["/api/admin/tickets", page], queryFn: () => getJson<TicketList>(`/api/admin/tickets${query({ page })}`), staleTime: 0 });
export const replyToTicket = (id: string, reply: string, close: boolean) => apiJson<Ticket>(`/api/admin/tickets/${encodeURIComponent(id)}/reply`, json("POST", { reply, close }));
export const auditQueryOptions = () => queryOptions({ queryKey: ["/api/admin/audit"], queryFn: () => getJson<AuditList>("/api/admin/audit"), staleTime: 0 });

// ——— Users ———

export const usersQueryOptions = (q: string, page: number) =>
  queryOptions({ queryKey: ["/api/admin/users", q, page], queryFn: () => getJson<UserList>(`/api/admin/users${query({ q, page })}`), staleTime: 0 });
export const setRole = (id: string, role: AdminUser["role"]) => apiJson<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}/role`, json("PATCH", { role }));

// ——— Content ———

export const contentListQueryOptions = (kind: ContentKind | undefined, q: string, page: number) =>
  queryOptions({ queryKey: ["/api/admin/content", kind ?? "", q, page], queryFn: () => getJson<ContentList>(`/api/admin/content${query({ kind, q, page })}`), staleTime: 0 });
export const contentQueryOptions = (id: number) =>
  queryOptions({ queryKey: ["/api/admin/content", id], queryFn: () => getJson<AdminContentDetail>(`/api/admin/content/${id}`), staleTime: 0 });
export const createContent = (body: CreateContentBody) => apiJson<AdminContentDetail>("/api/admin/content", json("POST", body));
export const updateContent = (id: number, body: UpdateContentBody) => apiJson<AdminContentDetail>(`/api/admin/content/${id}`, json("PATCH", body));
export const deleteContent = (id: number) => apiFetch(`/api/admin/content/${id}`, { method: "DELETE" });
export const saveText = (id: number, locale: Locale, body: SaveTextBody) => apiJson<AdminContentDetail>(`/api/admin/content/${id}/texts/${locale}`, json("PUT", body));
export const deleteText = (id: number, locale: Locale) => apiJson<AdminContentDetail>(`/api/admin/content/${id}/texts/${locale}`, { method: "DELETE" });
export const previewMarkdown = (body: string, signal?: AbortSignal) =>
  apiJson<{ html: string; readMinutes: number }>("/api/admin/content/preview", { ...json("POST", { body }), signal });
/** The raw file as the body, typed by the browser's idea of it (the server checks the bytes). */
export const uploadMedia = (file: Blob) => apiJson<{ key: string; url: string }>("/api/admin/media", { method: "POST", body: file, headers: { "Content-Type": file.type || "application/octet-stream" } });

// ——— Settings ———

export const settingsQueryOptions = () => queryOptions({ queryKey: ["/api/admin/settings"], queryFn: () => getJson<SettingsAnswer>("/api/admin/settings"), staleTime: 0 });
export const saveSetting = (key: SettingKey, value: unknown) => apiJson<SettingsAnswer>(`/api/admin/settings/${encodeURIComponent(key)}`, json("PUT", { value }));
export const updateProduct = (id: string, body: { pricePaise?: number; active?: boolean; sortOrder?: number }) =>
  apiJson<AdminProduct>(`/api/admin/products/${encodeURIComponent(id)}`, json("PATCH", body));
export const promoCodesQueryOptions = () => queryOptions({ queryKey: ["/api/admin/promo-codes"], queryFn: () => getJson<{ codes: PromoCode[] }>("/api/admin/promo-codes"), staleTime: 0 });
export const createPromo = (body: Record<string, unknown>) => apiJson<PromoCode>("/api/admin/promo-codes", json("POST", body));
export const updatePromo = (code: string, body: { active?: boolean; expiresAt?: string | null }) => apiJson<PromoCode>(`/api/admin/promo-codes/${encodeURIComponent(code)}`, json("PATCH", body));
