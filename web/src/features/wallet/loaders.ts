/**
 * The wallet routes' loaders: the page's texts (route table, metadata) and its data start
 * together, through the same query factories the components read.
 */
import { orNotFound, type PageLoaderContext, tablePageLoader } from "../../app/page-meta";
import { currentLocale } from "../../i18n/runtime";
import { type LedgerKind, orderQueryOptions, packQueryOptions, rechargeOptionsQueryOptions, walletQueryOptions } from "./api";

type LoaderContext = PageLoaderContext;

export async function rechargeLoader(ctx: LoaderContext): Promise<void> {
  await Promise.all([tablePageLoader(ctx), ctx.context.queryClient.ensureQueryData(rechargeOptionsQueryOptions())]);
}

export async function outcomeLoader(ctx: LoaderContext & { deps: { order?: string; pack?: string } }): Promise<void> {
  const { queryClient } = ctx.context;
  const { order, pack } = ctx.deps;
  await Promise.all([
    tablePageLoader(ctx),
    // The receipt names the GST rate of the settings.
    queryClient.ensureQueryData(rechargeOptionsQueryOptions()),
    order ? orNotFound(queryClient.ensureQueryData(orderQueryOptions(order))) : pack ? orNotFound(queryClient.ensureQueryData(packQueryOptions(pack))) : null,
  ]);
}

export async function walletLoader(ctx: LoaderContext & { deps: { kind?: LedgerKind } }): Promise<void> {
  const { queryClient } = ctx.context;
  const locale = currentLocale();
  // The balance comes with the unfiltered first page; a filter's first page is the list.
  await Promise.all([
    tablePageLoader(ctx),
    queryClient.prefetchQuery(walletQueryOptions(undefined, locale)),
    ctx.deps.kind ? queryClient.prefetchQuery(walletQueryOptions(ctx.deps.kind, locale)) : null,
  ]);
}
