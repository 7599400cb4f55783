/**
 * The query strings of the wallet pages. These run in the app's first chunk with the route
 * tree, so they are small plain functions, and loose on purpose: anything odd is "absent", and
 * the pages check the values before use (`returnPath`, `checkAmount`, the API's validation).
 */
import type { LedgerKind } from "@contract/wallet";

/** A parameter as text (the router reads `?amount=100` as the number 100), or undefined. */
function param(value: unknown, maxLength: number): string | undefined {
  const text = typeof value === "string" ? value : typeof value === "number" && Number.isFinite(value) ? String(value) : undefined;
  return text !== undefined && text.length <= maxLength ? text : undefined;
}

export interface RechargeSearch {
  /** Rupees: a number as the router reads `?amount=765`, text for anything else it was given. */
  amount?: number | string;
  return?: string;
}

/**
 * `/wallet-recharge?amount=<rupees>&return=<path>` (the checkout's top-up sends both). A number
 * stays a number: the router writes the validated search back to the address bar, and the text
 * "765" would come out quoted.
 */
export function rechargeSearch(search: Record<string, unknown>): RechargeSearch {
  const amount = typeof search.amount === "number" && Number.isFinite(search.amount) ? search.amount : param(search.amount, 12);
  return { amount, return: param(search.return, 2000) };
}

export interface OutcomeSearch {
  order?: string;
  pack?: string;
  return?: string;
}

/** `/payment-success?order=…` or `?pack=…`, `/payment-failure?order=…`; `return` as on the recharge page. */
export function outcomeSearch(search: Record<string, unknown>): OutcomeSearch {
  return { order: param(search.order, 64), pack: param(search.pack, 64), return: param(search.return, 2000) };
}

const ledgerKinds: readonly string[] = ["recharge", "bonus", "consultation", "report", "refund", "adjustment"] satisfies LedgerKind[];

/** `/dashboard/wallet?kind=<ledger kind>`: the ledger's filter; an unknown kind shows all. */
export function walletSearch(search: Record<string, unknown>): { kind?: LedgerKind } {
  return { kind: typeof search.kind === "string" && ledgerKinds.includes(search.kind) ? (search.kind as LedgerKind) : undefined };
}
