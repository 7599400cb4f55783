/**
 * `/astrological-report-form?kind=…` (signed in): buy a report from the wallet. The kind, the
 * person's birth details (prefilled from the address, as the free sample's upgrade passes them),
 * the partner's for a marriage report (optional), the report's language (the site's by default) and
 * the chart style; the server's price and the wallet's balance beside the button. One
 * `Idempotency-Key` per intent to buy: a double click or a retry pays once; changing what is
 * bought makes a new intent. A short wallet (402) shows the shortfall and the way to top it up,
 * back to this form with the same details.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useMemo, useRef, useState } from "react";
import { trackPaymentCompleted } from "../../app/analytics";
import { AppLink } from "../../components/AppLink";
import { Field, revealFirstError } from "../../components/Field";
import { LoadingPage } from "../../components/Status";
import { type Locale, localeNativeName, locales } from "../../i18n/locale";
import { currentLocale, formatPaise, formatRupees } from "../../i18n/runtime";
import { newIdempotencyKey } from "../../lib/idempotency";
import { useSession } from "../../lib/session";
import { m } from "../../paraglide/messages.js";
import { spendablePaise, spendRefusal, topUpLink, walletQueryOptions } from "../packs/api";
import { serverReason } from "../wallet/errors";
import { buyReport, catalogQueryOptions, type ChartStyle, type ReportBirth, type ReportKind, reportChartStyles, reportFormLink, reportKinds } from "./api";
import { Alert } from "./CatalogPages";
import { birthOf, checkPerson, type PersonErrors, PersonFields, type PersonValues, personValues } from "./PersonFields";

export interface ReportFormSearch extends Partial<ReportBirth> {
  kind?: ReportKind;
}

const styleLabel: Record<ChartStyle, () => string> = { north: m.kd_style_north, south: m.kd_style_south };

type BuyState = { step: "ready" } | { step: "buying" } | { step: "failed"; message: string } | { step: "short"; shortfallPaise: number };

export function ReportFormPage({ search }: { search: ReportFormSearch }) {
  const locale = currentLocale();
  const catalog = useQuery(catalogQueryOptions(locale));
  const wallet = useQuery({ ...walletQueryOptions(), refetchOnMount: false });
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const [kind, setKind] = useState<ReportKind>(search.kind ?? "life");
  const [person, setPerson] = useState<PersonValues>(() => personValues(search));
  const [withPartner, setWithPartner] = useState(false);
  const [partner, setPartner] = useState<PersonValues>(() => personValues());
  const [language, setLanguage] = useState<Locale>(locale);
  const [chartStyle, setChartStyle] = useState<ChartStyle>("north");
  const [errors, setErrors] = useState<{ person: PersonErrors; partner: PersonErrors }>({ person: {}, partner: {} });
  const [state, setState] = useState<BuyState>({ step: "ready" });
  const busy = useRef(false);

  // One key per intent: what is being bought, exactly. A retry or double click of the same
  // intent reuses it (the server answers with the first report); any change is a new purchase.
  const intent = JSON.stringify([kind, person, withPartner && kind === "marriage" ? partner : null, language, chartStyle]);
  const idempotencyKey = useMemo(() => newIdempotencyKey(), [intent]); // eslint-disable-line react-hooks/exhaustive-deps

  const entry = catalog.data?.kinds.find((k) => k.kind === kind);
  const partnerShown = kind === "marriage";

  async function buy(form: HTMLFormElement) {
    if (busy.current || !entry) return;
    const found = { person: checkPerson(person), partner: partnerShown && withPartner ? checkPerson(partner) : {} };
    setErrors(found);
    if (Object.keys(found.person).length || Object.keys(found.partner).length) return revealFirstError(form);
    busy.current = true;
    setState({ step: "buying" });
    try {
      const created = await buyReport(
        { kind, birth: birthOf(person), ...(partnerShown && withPartner ? { partner: birthOf(partner) } : {}), language, chartStyle },
        idempotencyKey,
      );
      // The server has debited the wallet: a payment, as a pack's is.
      trackPaymentCompleted(created.id, entry.pricePaise);
      // The header's balance comes from the session: re-read it before leaving.
      void session.reload();
      void queryClient.invalidateQueries({ queryKey: walletQueryOptions().queryKey });
      await navigate({ to: "/dashboard/reports/$id", params: { id: created.id } });
    } catch (err) {
      busy.current = false;
      setState(spendRefusal(err, queryClient, (e) => serverReason(e, m.rpt_buy_failed())));
    }
  }

  // Back here after a top-up, with what was typed (a place without coordinates is dropped: it is chosen again).
  const back = () => {
    const b = checkPerson(person);
    return reportFormLink(kind, Object.keys(b).length ? undefined : { ...birthOf(person) });
  };

  return (
    <div className="mx-auto max-w-3xl" data-testid="report-form-page">
      <h1 className="text-2xl font-bold sm:text-3xl">{m.rpt_form_title()}</h1>
      <p className="mt-2 text-gray-700">{m.rpt_form_intro()}</p>
      {catalog.isError ? (
        <div className="mt-4">
          <Alert testId="catalog-error">{serverReason(catalog.error, m.rpt_catalog_failed())}</Alert>
        </div>
      ) : !catalog.data ? (
        <LoadingPage />
      ) : (
        <form
          noValidate
          className="mt-5 grid gap-4"
          data-testid="report-form"
          onSubmit={(e) => {
            e.preventDefault();
            void buy(e.currentTarget);
          }}
        >
          <div className="grid gap-3 rounded-lg border border-gray-200 bg-white p-3 sm:grid-cols-3">
            <Field label={m.rpt_field_kind()}>
              {(id) => (
                <select id={id} name="kind" className="field" value={kind} onChange={(e) => setKind(reportKinds.find((k) => k === e.currentTarget.value) ?? "life")}>
                  {catalog.data.kinds.map((k) => (
                    <option key={k.kind} value={k.kind}>
                      {k.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={m.rpt_field_language()}>
              {(id) => (
                <select id={id} name="language" className="field" value={language} onChange={(e) => setLanguage(locales.find((l) => l === e.currentTarget.value) ?? locale)}>
                  {locales.map((l) => (
                    <option key={l} value={l}>
                      {localeNativeName[l]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={m.kd_chart_style()}>
              {(id) => (
                <select id={id} name="chartStyle" className="field" value={chartStyle} onChange={(e) => setChartStyle(e.currentTarget.value === "south" ? "south" : "north")}>
                  {reportChartStyles.map((s) => (
                    <option key={s} value={s}>
                      {styleLabel[s]()}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          {entry && <p className="-mt-2 text-sm text-gray-600">{entry.blurb}</p>}
          <PersonFields legend={m.rpt_your_details()} values={person} errors={errors.person} onChange={setPerson} testId="report-person" />
          {partnerShown && (
            <div className="grid gap-3">
              <label className="flex items-center gap-2 text-sm font-medium">
                <input type="checkbox" checked={withPartner} onChange={(e) => setWithPartner(e.currentTarget.checked)} data-testid="with-partner" />
                {m.rpt_add_partner()}
              </label>
              {withPartner && <PersonFields legend={m.rpt_partner_details()} values={partner} errors={errors.partner} onChange={setPartner} testId="report-partner" />}
            </div>
          )}
          <section className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5" data-testid="report-pay">
            <p className="flex items-baseline justify-between gap-3">
              <span className="font-semibold">{entry?.name}</span>
              <span className="text-2xl font-bold text-brand-700" data-testid="report-price">
                {entry ? formatPaise(entry.pricePaise) : "–"}
              </span>
            </p>
            <p className="mt-1 text-xs text-gray-500">{m.rpt_price_note()}</p>
            <p className="mt-3 flex justify-between gap-3 rounded-lg bg-brand-50 px-3 py-2 text-sm" data-testid="report-balance">
              <span>{m.pk_row_balance()}</span>
              <span className="font-semibold">{wallet.data ? formatPaise(wallet.data.balancePaise, "balance") : wallet.isPending ? "…" : "–"}</span>
            </p>
            {state.step === "failed" && (
              <div className="mt-3">
                <Alert testId="report-buy-error">{state.message}</Alert>
              </div>
            )}
            {state.step === "short" ? (
              <div className="mt-4" data-testid="report-shortfall">
                <p className="font-medium text-red-800">{m.pk_short_by({ amount: formatPaise(state.shortfallPaise, "balance") })}</p>
                <p className="mt-1 text-sm text-gray-700">{m.rpt_short_body()}</p>
                <AppLink {...topUpLink(state.shortfallPaise, back())} className="btn-primary mt-3 w-full py-3 text-center text-base">
                  {m.pk_add_to_wallet({ amount: formatRupees(Math.ceil(state.shortfallPaise / 100)) })}
                </AppLink>
                <button type="button" className="btn-outline mt-2 w-full" onClick={() => setState({ step: "ready" })}>
                  {m.rpt_try_again()}
                </button>
              </div>
            ) : (
              <>
                {entry && wallet.data && spendablePaise(wallet.data) < entry.pricePaise && (
                  <p className="mt-3 text-sm text-amber-900" data-testid="report-low-balance">
                    {m.rpt_low_balance()}
                  </p>
                )}
                <button type="submit" className="btn-primary mt-4 w-full py-3 text-base" disabled={state.step === "buying" || !entry} data-testid="report-buy">
                  {state.step === "buying" ? m.rpt_buying() : entry ? m.rpt_pay_from_wallet({ price: formatPaise(entry.pricePaise) }) : m.rpt_buy()}
                </button>
              </>
            )}
          </section>
        </form>
      )}
    </div>
  );
}
