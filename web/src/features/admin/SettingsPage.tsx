/**
 * `/admin/settings` (issue 24): what the server prices and pages with, each group saved on its
 * own (`PUT /api/admin/settings/:key` per changed key), the report products
 * (`PATCH /api/admin/products/:id`) and the promo codes. Rupees and percentages are typed as
 * text and converted exactly (./form.ts); the server's messages show next to their field.
 */
import { type FormEvent, type ReactNode, useState } from "react";
import { useMatch } from "@tanstack/react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { SettingKey, SiteSetting, themeIds as contractThemes } from "@contract/admin";
import { Field } from "../../components/Field";
import { LoadingPage } from "../../components/Status";
import { toast } from "../../components/toast";
import { usePageMeta } from "../../app/page-meta";
import { currentLocale, currentLocaleTag, formatPaise, languageName } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { type AdminProduct, type PromoCode, type SettingsAnswer, createPromo, locales, promoCodesQueryOptions, saveSetting, settingsQueryOptions, updateProduct, updatePromo } from "./api";
import { bpToText, fieldError, isoToIstLocal, istLocalToIso, paiseToText, percentToBp, rupeesToPaise, serverErrors } from "./form";
import { Alert, AdminHeader, Busy, LoadFailed, Section, dateTime } from "./ui";

/** The contract's themes, spelled here: importing its value would bring the admin schemas (and valibot) into the page. */
const themeIds: typeof contractThemes = ["modern", "classical", "pan-indian", "hindi", "tamil", "telugu"];

export function SettingsPage() {
  const { pathname } = useMatch({ strict: false });
  const { meta } = usePageMeta(pathname, currentLocale());
  const settings = useQuery(settingsQueryOptions());
  return (
    <div className="mx-auto max-w-5xl space-y-5 py-4" data-testid="admin-settings-page">
      <AdminHeader title={meta?.heading} intro={m.adm_settings_intro()} />
      {settings.isPending && <LoadingPage />}
      {settings.isError && <LoadFailed retry={() => void settings.refetch()} />}
      {settings.data && <SettingsForms answer={settings.data} />}
      <PromoCodes />
    </div>
  );
}

type FieldKind = "int" | "percent" | "rupees" | "rupeesList" | "text";
interface FieldSpec { key: SettingKey; label: string; kind: FieldKind; hint?: string }

const toText = (value: unknown, kind: FieldKind): string => {
  if (kind === "percent" && typeof value === "number") return bpToText(value);
  if (kind === "rupees" && typeof value === "number") return paiseToText(value);
  if (kind === "rupeesList" && Array.isArray(value)) return value.map((p) => paiseToText(Number(p))).join(", ");
  return value === undefined || value === null ? "" : String(value);
};
/** The typed text as the setting's value, or undefined when it is not one. */
const fromText = (text: string, kind: FieldKind): unknown => {
  switch (kind) {
    case "int":
      return /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : undefined;
    case "percent":
      return percentToBp(text) ?? undefined;
    case "rupees":
      return rupeesToPaise(text) ?? undefined;
    case "rupeesList": {
      const list = text.split(/[,\s]+/).filter(Boolean).map(rupeesToPaise);
      return list.length && list.every((p) => p !== null) ? list : undefined;
    }
    case "text":
      return text.trim();
  }
};
const kindError = (kind: FieldKind) =>
  kind === "int" ? m.adm_error_whole_number() : kind === "percent" ? m.adm_error_percent() : kind === "rupeesList" ? m.adm_error_rupees_list() : m.adm_error_rupees();

function useSettingsSaved() {
  const queryClient = useQueryClient();
  return (answer: SettingsAnswer) => queryClient.setQueryData(settingsQueryOptions().queryKey, answer);
}

function SaveRow({ busy, testId, message }: { busy: boolean; testId: string; message?: string | null }) {
  return (
    <div className="mt-3 space-y-2">
      {message && <Alert>{message}</Alert>}
      <button type="submit" className="btn-primary w-full sm:w-auto sm:px-8" disabled={busy} aria-busy={busy} data-testid={testId}>
        <Busy busy={busy}>{m.adm_save()}</Busy>
      </button>
    </div>
  );
}

/** A group of simple settings: each changed key is saved with its own PUT. */
function SettingsGroup({ id, title, fields, settings }: { id: string; title: string; fields: FieldSpec[]; settings: Record<string, unknown> }) {
  const saved = useSettingsSaved();
  const initial = () => Object.fromEntries(fields.map((f) => [f.key, toText(settings[f.key], f.kind)]));
  const [texts, setTexts] = useState<Record<string, string>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const changes: [SettingKey, unknown][] = [];
    for (const f of fields) {
      const value = fromText(texts[f.key] ?? "", f.kind);
      if (value === undefined) found[f.key] = kindError(f.kind);
      else if (JSON.stringify(value) !== JSON.stringify(settings[f.key])) changes.push([f.key, value]);
    }
    setErrors(found);
    if (Object.keys(found).length || !changes.length) {
      if (!changes.length && !Object.keys(found).length) toast({ title: m.adm_nothing_changed() });
      return;
    }
    setBusy(true);
    let ok = 0;
    for (const [key, value] of changes) {
      try {
        saved(await saveSetting(key, value));
        ok++;
      } catch (error) {
        const server = serverErrors(error);
        found[key] = fieldError(server.fields, "value") ?? server.message ?? m.adm_save_failed();
      }
    }
    setErrors({ ...found });
    setBusy(false);
    if (ok === changes.length) toast({ title: m.adm_settings_saved() });
  }

  return (
    <Section id={id} title={title}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className="grid gap-3 sm:grid-cols-2">
          {fields.map((f) => (
            <div key={f.key}>
              <Field label={f.label} error={errors[f.key]}>
                {(fid) => (
                  <input
                    id={fid}
                    className="field"
                    inputMode={f.kind === "text" ? "text" : "decimal"}
                    value={texts[f.key] ?? ""}
                    onChange={(e) => setTexts({ ...texts, [f.key]: e.currentTarget.value })}
                    data-testid={`adm-setting-${f.key}`}
                  />
                )}
              </Field>
              {f.hint && <p className="mt-1 text-xs text-gray-600">{f.hint}</p>}
            </div>
          ))}
        </div>
        <SaveRow busy={busy} testId={`adm-save-${id}`} />
      </form>
    </Section>
  );
}

function SettingsForms({ answer }: { answer: SettingsAnswer }) {
  const s = answer.settings;
  return (
    <>
      <SettingsGroup
        id="adm-pricing"
        title={m.adm_group_pricing()}
        settings={s}
        fields={[
          { key: "pricing.freeChatMinutes", label: m.adm_free_minutes(), kind: "int" },
          { key: "pricing.gstBp", label: m.adm_gst_percent(), kind: "percent", hint: m.adm_percent_hint() },
          { key: "pricing.astrologerShareBp", label: m.adm_share_percent(), kind: "percent", hint: m.adm_percent_hint() },
        ]}
      />
      <Packs settings={s} />
      <SettingsGroup
        id="adm-recharge"
        title={m.adm_group_recharge()}
        settings={s}
        fields={[
          { key: "wallet.rechargePacksPaise", label: m.adm_recharge_amounts(), kind: "rupeesList", hint: m.adm_recharge_amounts_hint() },
          { key: "wallet.maxRechargePaise", label: m.adm_max_recharge(), kind: "rupees" },
        ]}
      />
      <SettingsGroup
        id="adm-claims"
        title={m.adm_group_claims()}
        settings={s}
        fields={[
          { key: "claims.astrologers", label: m.adm_claim_astrologers(), kind: "text" },
          { key: "claims.rating", label: m.adm_claim_rating(), kind: "text" },
          { key: "claims.users", label: m.adm_claim_users(), kind: "text" },
          { key: "claims.years", label: m.adm_claim_years(), kind: "text" },
          { key: "claims.availability", label: m.adm_claim_availability(), kind: "text" },
        ]}
      />
      <Products products={answer.products} />
      <Seller value={s.seller as Record<string, string> | undefined} />
      <Sites value={(s.sites as SiteSetting[] | undefined) ?? []} />
    </>
  );
}

function Packs({ settings }: { settings: Record<string, unknown> }) {
  const services = [
    { key: "pricing.packs.chat", label: m.adm_pack_chat() },
    { key: "pricing.packs.call", label: m.adm_pack_call() },
    { key: "pricing.packs.video", label: m.adm_pack_video() },
  ] as const;
  return (
    <Section id="adm-packs" title={m.adm_group_packs()}>
      <div className="grid gap-4 md:grid-cols-3">
        {services.map((sv) => (
          <PackForm key={sv.key} settingKey={sv.key} label={sv.label} value={settings[sv.key] as { minutes: number; discountBp: number } | undefined} />
        ))}
      </div>
    </Section>
  );
}

function PackForm({ settingKey, label, value }: { settingKey: SettingKey; label: string; value: { minutes: number; discountBp: number } | undefined }) {
  const saved = useSettingsSaved();
  const [minutes, setMinutes] = useState(value ? String(value.minutes) : "");
  const [discount, setDiscount] = useState(value ? bpToText(value.discountBp) : "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const mins = /^\d{1,3}$/.test(minutes.trim()) ? Number(minutes.trim()) : null;
    const bp = percentToBp(discount);
    if (mins === null) found.minutes = m.adm_error_whole_number();
    if (bp === null) found.discountBp = m.adm_error_percent();
    setErrors(found);
    if (mins === null || bp === null) return;
    setBusy(true);
    try {
      saved(await saveSetting(settingKey, { minutes: mins, discountBp: bp }));
      toast({ title: m.adm_settings_saved() });
    } catch (error) {
      const server = serverErrors(error);
      setErrors({ minutes: fieldError(server.fields, "value.minutes") ?? "", discountBp: fieldError(server.fields, "value.discountBp") ?? server.message ?? m.adm_save_failed() });
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="rounded-xl border border-gray-200 p-3">
      <h3 className="font-semibold">{label}</h3>
      <div className="mt-2 grid grid-cols-2 gap-2">
        <Field label={m.adm_pack_minutes()} error={errors.minutes || undefined}>
          {(fid) => <input id={fid} className="field" inputMode="numeric" value={minutes} onChange={(e) => setMinutes(e.currentTarget.value)} />}
        </Field>
        <Field label={m.adm_pack_discount()} error={errors.discountBp || undefined}>
          {(fid) => <input id={fid} className="field" inputMode="decimal" value={discount} onChange={(e) => setDiscount(e.currentTarget.value)} />}
        </Field>
      </div>
      <SaveRow busy={busy} testId={`adm-save-${settingKey}`} />
    </form>
  );
}

function Products({ products }: { products: AdminProduct[] }) {
  return (
    <Section id="adm-products" title={m.adm_group_products()}>
      <ul className="space-y-2">
        {[...products].sort((a, b) => a.sortOrder - b.sortOrder).map((p) => (
          <ProductRow key={p.id} product={p} />
        ))}
      </ul>
    </Section>
  );
}

function ProductRow({ product }: { product: AdminProduct }) {
  const queryClient = useQueryClient();
  const [price, setPrice] = useState(paiseToText(product.pricePaise));
  const [active, setActive] = useState(product.active);
  const [order, setOrder] = useState(String(product.sortOrder));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const pricePaise = rupeesToPaise(price);
    const sortOrder = /^\d{1,4}$/.test(order.trim()) ? Number(order.trim()) : null;
    if (pricePaise === null) return setError(m.adm_error_rupees());
    if (sortOrder === null) return setError(m.adm_error_whole_number());
    setError(null);
    setBusy(true);
    try {
      const answer = await updateProduct(product.id, { pricePaise, active, sortOrder });
      queryClient.setQueryData(settingsQueryOptions().queryKey, (old: SettingsAnswer | undefined) => old && { ...old, products: old.products.map((p) => (p.id === answer.id ? answer : p)) });
      toast({ title: m.adm_settings_saved() });
    } catch (err) {
      const server = serverErrors(err);
      setError(Object.values(server.fields)[0] ?? server.message ?? m.adm_save_failed());
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className="rounded-xl border border-gray-200 p-3">
      <form onSubmit={(e) => void submit(e)} noValidate className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_8rem_5rem_auto_auto]" data-testid={`adm-product-${product.id}`}>
        <div className="col-span-2 sm:col-span-1">
          <p className="font-mono text-sm font-semibold">{product.id}</p>
          <p className="text-xs text-gray-600">
            {formatPaise(product.pricePaise)}
            {product.sections !== null ? ` · ${m.adm_sections({ count: product.sections })}` : ""}
          </p>
        </div>
        <Field label={m.adm_price_rupees()}>{(fid) => <input id={fid} className="field" inputMode="decimal" value={price} onChange={(e) => setPrice(e.currentTarget.value)} />}</Field>
        <Field label={m.adm_order()}>{(fid) => <input id={fid} className="field" inputMode="numeric" value={order} onChange={(e) => setOrder(e.currentTarget.value)} />}</Field>
        <label className="flex items-center gap-2 pb-2 text-sm">
          <input type="checkbox" checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
          {m.adm_active()}
        </label>
        <button type="submit" className="btn-primary" disabled={busy}>
          <Busy busy={busy}>{m.adm_save()}</Busy>
        </button>
        {error && (
          <p role="alert" className="col-span-full text-sm text-red-700">
            {error}
          </p>
        )}
      </form>
    </li>
  );
}

const sellerFields = ["name", "address", "state", "gstin", "email"] as const;
function Seller({ value }: { value: Record<string, string> | undefined }) {
  const saved = useSettingsSaved();
  const [form, setForm] = useState<Record<string, string>>(() => Object.fromEntries(sellerFields.map((k) => [k, value?.[k] ?? ""])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const labels: Record<(typeof sellerFields)[number], string> = { name: m.adm_seller_name(), address: m.adm_seller_address(), state: m.adm_seller_state(), gstin: m.adm_seller_gstin(), email: m.adm_seller_email() };
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      saved(await saveSetting("seller", Object.fromEntries(sellerFields.map((k) => [k, form[k]!.trim()]))));
      toast({ title: m.adm_settings_saved() });
    } catch (error) {
      const server = serverErrors(error);
      setErrors(Object.fromEntries(sellerFields.map((k) => [k, fieldError(server.fields, `value.${k}`) ?? ""])));
      setMessage(server.message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Section id="adm-seller" title={m.adm_group_seller()}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className="grid gap-3 sm:grid-cols-2">
          {sellerFields.map((k) => (
            <Field key={k} label={labels[k]} error={errors[k] || undefined}>
              {(fid) => <input id={fid} className="field" value={form[k]} onChange={(e) => setForm({ ...form, [k]: e.currentTarget.value })} />}
            </Field>
          ))}
        </div>
        <SaveRow busy={busy} testId="adm-save-seller" message={message} />
      </form>
    </Section>
  );
}

interface SiteForm extends Omit<SiteSetting, "hosts" | "measurementId"> { hosts: string; measurementId: string }
const siteForm = (s: SiteSetting): SiteForm => ({ ...s, name: { ...s.name }, hosts: s.hosts.join(", "), measurementId: s.measurementId ?? "" });
const siteValue = (f: SiteForm): SiteSetting => ({
  ...f,
  id: f.id.trim(),
  canonicalHost: f.canonicalHost.trim(),
  hosts: f.hosts.split(/[,\s]+/).filter(Boolean),
  measurementId: f.measurementId.trim() || null,
});

function Sites({ value }: { value: SiteSetting[] }) {
  const saved = useSettingsSaved();
  const [sites, setSites] = useState<SiteForm[]>(() => value.map(siteForm));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const patch = (i: number, p: Partial<SiteForm>) => setSites(sites.map((s, j) => (j === i ? { ...s, ...p } : s)));
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      saved(await saveSetting("sites", sites.map(siteValue)));
      toast({ title: m.adm_settings_saved() });
    } catch (error) {
      const server = serverErrors(error);
      setErrors(server.fields);
      setMessage(server.message);
    } finally {
      setBusy(false);
    }
  }
  const err = (i: number, field: string) => fieldError(errors, `value.${i}.${field}`);
  const input = (i: number, field: keyof SiteForm, label: string, extra: { mono?: boolean } = {}): ReactNode => (
    <Field label={label} error={err(i, field)}>
      {(fid) => <input id={fid} className={`field ${extra.mono ? "font-mono text-sm" : ""}`} value={String(sites[i]![field] ?? "")} onChange={(e) => patch(i, { [field]: e.currentTarget.value })} />}
    </Field>
  );
  return (
    <Section id="adm-sites" title={m.adm_group_sites()}>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        {sites.map((site, i) => (
          <fieldset key={i} className="min-w-0 rounded-xl border border-gray-200 p-3">
            <legend className="px-1 font-mono text-sm font-semibold">{site.id || m.adm_site_new()}</legend>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {locales.map((l) => (
                <Field key={l} label={m.adm_site_name({ language: languageName(l) })} error={err(i, `name.${l}`)}>
                  {(fid) => <input id={fid} className="field" lang={l} value={site.name[l]} onChange={(e) => patch(i, { name: { ...site.name, [l]: e.currentTarget.value } })} />}
                </Field>
              ))}
              {input(i, "id", m.adm_site_id(), { mono: true })}
              <Field label={m.adm_site_theme()} error={err(i, "theme")}>
                {(fid) => (
                  <select id={fid} className="field" value={site.theme} onChange={(e) => patch(i, { theme: e.currentTarget.value as SiteSetting["theme"] })}>
                    {themeIds.map((t) => (
                      <option key={t} value={t}>
                        {t}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label={m.adm_site_language()} error={err(i, "defaultLocale")}>
                {(fid) => (
                  <select id={fid} className="field" value={site.defaultLocale} onChange={(e) => patch(i, { defaultLocale: e.currentTarget.value as SiteSetting["defaultLocale"] })}>
                    {locales.map((l) => (
                      <option key={l} value={l}>
                        {languageName(l)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {input(i, "measurementId", m.adm_site_analytics(), { mono: true })}
              <div className="sm:col-span-2">{input(i, "hosts", m.adm_site_hosts(), { mono: true })}</div>
              {input(i, "canonicalHost", m.adm_site_canonical(), { mono: true })}
              {input(i, "themeColor", m.adm_site_colour(), { mono: true })}
              <div className="sm:col-span-2 lg:col-span-4">{input(i, "domainDescription", m.adm_site_description())}</div>
            </div>
            {sites.length > 1 && (
              <button type="button" className="btn-outline mt-3 text-red-700" onClick={() => setSites(sites.filter((_, j) => j !== i))}>
                {m.adm_site_remove()}
              </button>
            )}
          </fieldset>
        ))}
        <button
          type="button"
          className="btn-outline"
          onClick={() =>
            setSites([...sites, { id: "", name: { en: "", hi: "", ta: "", te: "" }, hosts: "", canonicalHost: "", theme: "modern", defaultLocale: "en", measurementId: "", domainDescription: "", themeColor: "#8B5CF6" }])
          }
        >
          {m.adm_site_add()}
        </button>
        <SaveRow busy={busy} testId="adm-save-sites" message={message} />
      </form>
    </Section>
  );
}

// ——— Promo codes ———

function PromoCodes() {
  const codes = useQuery(promoCodesQueryOptions());
  return (
    <Section id="adm-promos" title={m.adm_group_promos()}>
      {codes.isError && <LoadFailed retry={() => void codes.refetch()} />}
      {codes.data && (
        <div className="relative overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="text-xs uppercase text-gray-600">
              <tr>
                <th className="py-1 pr-2">{m.adm_promo_code()}</th>
                <th className="py-1 pr-2">{m.adm_promo_value()}</th>
                <th className="py-1 pr-2">{m.adm_promo_uses()}</th>
                <th className="py-1 pr-2">{m.adm_promo_expires()}</th>
                <th className="py-1 pr-2">{m.adm_active()}</th>
              </tr>
            </thead>
            <tbody>
              {codes.data.codes.map((c) => (
                <PromoRow key={c.code} code={c} />
              ))}
            </tbody>
          </table>
          {codes.data.codes.length === 0 && <p className="py-2 text-sm text-gray-600">{m.adm_promo_none()}</p>}
        </div>
      )}
      <PromoCreate />
    </Section>
  );
}

function PromoRow({ code }: { code: PromoCode }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [expiry, setExpiry] = useState(code.expiresAt ? isoToIstLocal(code.expiresAt) : "");
  async function change(body: { active?: boolean; expiresAt?: string | null }) {
    setBusy(true);
    try {
      const answer = await updatePromo(code.code, body);
      queryClient.setQueryData(promoCodesQueryOptions().queryKey, (old: { codes: PromoCode[] } | undefined) => old && { codes: old.codes.map((c) => (c.code === answer.code ? answer : c)) });
      toast({ title: m.adm_settings_saved() });
    } catch (error) {
      toast({ title: serverErrors(error).message ?? m.adm_save_failed(), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }
  const value = code.kind === "percent" ? `${bpToText(code.valueBp ?? 0)} %${code.maxBonusPaise ? ` (≤ ${formatPaise(code.maxBonusPaise)})` : ""}` : formatPaise(code.valuePaise ?? 0);
  return (
    <tr className="border-t border-gray-100 align-middle" data-testid={`adm-promo-${code.code}`}>
      <td className="py-2 pr-2 font-mono font-semibold">{code.code}</td>
      <td className="py-2 pr-2">
        {value}
        <span className="block text-xs text-gray-600">{m.adm_promo_min({ amount: formatPaise(code.minAmountPaise) })}</span>
      </td>
      <td className="py-2 pr-2">{code.usageCap ? `${code.usedCount} / ${code.usageCap}` : code.usedCount}</td>
      <td className="py-2 pr-2">
        <div className="flex items-center gap-1">
          <input type="datetime-local" className="field w-auto py-1 text-sm" aria-label={m.adm_promo_expires()} value={expiry} onChange={(e) => setExpiry(e.currentTarget.value)} />
          <button type="button" className="btn-outline px-2 py-1 text-xs" disabled={busy} onClick={() => void change({ expiresAt: expiry ? istLocalToIso(expiry) : null })}>
            {m.adm_save()}
          </button>
        </div>
        {code.expiresAt && <span className="text-xs text-gray-600">{dateTime(code.expiresAt, currentLocaleTag())}</span>}
      </td>
      <td className="py-2 pr-2">
        <input type="checkbox" aria-label={m.adm_active()} checked={code.active} disabled={busy} onChange={(e) => void change({ active: e.currentTarget.checked })} />
      </td>
    </tr>
  );
}

function PromoCreate() {
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ code: "", kind: "percent" as "percent" | "flat", value: "", maxBonus: "", minAmount: "100", expires: "", cap: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const value = form.kind === "percent" ? percentToBp(form.value) : rupeesToPaise(form.value);
    if (!value) found.value = form.kind === "percent" ? m.adm_error_percent() : m.adm_error_rupees();
    const maxBonus = form.maxBonus.trim() ? rupeesToPaise(form.maxBonus) : null;
    if (form.maxBonus.trim() && !maxBonus) found.maxBonusPaise = m.adm_error_rupees();
    const minAmount = rupeesToPaise(form.minAmount);
    if (minAmount === null) found.minAmountPaise = m.adm_error_rupees();
    const cap = form.cap.trim() ? (/^\d{1,7}$/.test(form.cap.trim()) ? Number(form.cap.trim()) : null) : undefined;
    if (cap === null || cap === 0) found.usageCap = m.adm_error_whole_number();
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await createPromo({
        code: form.code,
        kind: form.kind,
        ...(form.kind === "percent" ? { valueBp: value, maxBonusPaise: maxBonus } : { valuePaise: value }),
        minAmountPaise: minAmount,
        expiresAt: form.expires ? istLocalToIso(form.expires) : null,
        ...(cap ? { usageCap: cap } : {}),
      });
      await queryClient.invalidateQueries({ queryKey: promoCodesQueryOptions().queryKey });
      setForm({ ...form, code: "", value: "", maxBonus: "", cap: "", expires: "" });
      toast({ title: m.adm_promo_created() });
    } catch (error) {
      const server = serverErrors(error);
      setErrors(Object.fromEntries(Object.entries(server.fields).map(([k, v]) => [k.split(".")[0]!, v])));
      setMessage(server.message);
    } finally {
      setBusy(false);
    }
  }
  const set = (k: keyof typeof form) => (e: { currentTarget: { value: string } }) => setForm({ ...form, [k]: e.currentTarget.value });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 rounded-xl border border-dashed border-brand-200 p-3" data-testid="adm-promo-create">
      <h3 className="font-semibold">{m.adm_promo_new()}</h3>
      <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={m.adm_promo_code()} error={errors.code}>
          {(fid) => <input id={fid} className="field font-mono uppercase" value={form.code} onChange={set("code")} />}
        </Field>
        <Field label={m.adm_promo_kind()} error={errors.kind}>
          {(fid) => (
            <select id={fid} className="field" value={form.kind} onChange={set("kind")}>
              <option value="percent">{m.adm_promo_percent()}</option>
              <option value="flat">{m.adm_promo_flat()}</option>
            </select>
          )}
        </Field>
        <Field label={form.kind === "percent" ? m.adm_promo_value_percent() : m.adm_promo_value_rupees()} error={errors.value ?? errors.valueBp ?? errors.valuePaise}>
          {(fid) => <input id={fid} className="field" inputMode="decimal" value={form.value} onChange={set("value")} />}
        </Field>
        {form.kind === "percent" && (
          <Field label={m.adm_promo_max_bonus()} error={errors.maxBonusPaise}>
            {(fid) => <input id={fid} className="field" inputMode="decimal" value={form.maxBonus} onChange={set("maxBonus")} />}
          </Field>
        )}
        <Field label={m.adm_promo_min_amount()} error={errors.minAmountPaise}>
          {(fid) => <input id={fid} className="field" inputMode="decimal" value={form.minAmount} onChange={set("minAmount")} />}
        </Field>
        <Field label={m.adm_promo_expires()} error={errors.expiresAt}>
          {(fid) => <input id={fid} type="datetime-local" className="field" value={form.expires} onChange={set("expires")} />}
        </Field>
        <Field label={m.adm_promo_cap()} error={errors.usageCap}>
          {(fid) => <input id={fid} className="field" inputMode="numeric" value={form.cap} onChange={set("cap")} />}
        </Field>
      </div>
      <SaveRow busy={busy} testId="adm-promo-submit" message={message} />
    </form>
  );
}
