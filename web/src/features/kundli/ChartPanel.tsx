import { useRef, useState } from "react";
import { toast } from "../../components/toast";
import { m } from "../../paraglide/messages.js";
import { grahaIds } from "@jyotish/glossary";
import type { ChartStyle, KundliAnswer, VargaId } from "./api";
import { chartStyles, markedRetrograde, planetOf, vargaIds } from "./api";
import { type ChartGraha, type ChartProps, EastIndianChart, NorthIndianChart, SouthIndianChart } from "./charts";
import { siteName } from "../../app/site";
import { currentLocale } from "../../i18n/runtime";
import { formatShortDate } from "../panchang/format";
import { type ChartCaption, chartFilename, pngCaptionText, saveFile, standaloneSvg, svgToPng, withPngText } from "./download";
import type { Names } from "./names";

export const styleLabel: Record<ChartStyle, () => string> = {
  north: m.kd_style_north,
  south: m.kd_style_south,
  east: m.kd_style_east,
};

/** The chart of a varga, with houses counted from the lagna or (Chandra kundli) from the Moon. */
export function chartProps(data: KundliAnswer, names: Names, varga: VargaId, from: "lagna" | "moon" = "lagna"): ChartProps {
  const v = data.vargas[varga];
  const grahas: ChartGraha[] = grahaIds.map((id) => ({ id, sign: v.planets[id], label: names.grahaShort(id), retrograde: markedRetrograde(planetOf(data, id)) }));
  if (from === "lagna") return { ascendantSign: v.ascendant, grahas, ascendantLabel: names.ascendant, title: names.varga(varga) };
  return {
    ascendantSign: v.planets.moon,
    grahas: [{ id: "asc", sign: v.ascendant, label: names.ascendant }, ...grahas.filter((g) => g.id !== "moon")],
    ascendantLabel: names.grahaShort("moon"),
    title: m.kd_moon_chart(),
  };
}

export function Chart({ style, ...props }: ChartProps & { style: ChartStyle }) {
  if (style === "south") return <SouthIndianChart {...props} />;
  if (style === "east") return <EastIndianChart {...props} />;
  return <NorthIndianChart {...props} />;
}

export function StyleSwitch({ style, onStyle }: { style: ChartStyle; onStyle: (s: ChartStyle) => void }) {
  return (
    <div role="radiogroup" aria-label={m.kd_chart_style()} className="inline-flex rounded-lg bg-gray-100 p-1" data-testid="chart-style">
      {chartStyles.map((s) => (
        <button
          key={s}
          type="button"
          role="radio"
          aria-checked={style === s}
          className={`rounded-md px-3 py-1.5 text-sm font-semibold ${style === s ? "bg-white text-brand-700 shadow-sm" : "text-gray-600"}`}
          onClick={() => onStyle(s)}
        >
          {styleLabel[s]()}
        </button>
      ))}
    </div>
  );
}

interface ChartPanelProps {
  data: KundliAnswer;
  names: Names;
  style: ChartStyle;
  varga: VargaId;
  from?: "lagna" | "moon";
  /** Controls for the style and the varga; absent where the page fixes them. */
  onStyle?: (s: ChartStyle) => void;
  onVarga?: (v: VargaId) => void;
  heading?: string;
}

/** What a downloaded chart says under the drawing and in its metadata. */
export function chartCaption(data: KundliAnswer, style: ChartStyle, title: string): ChartCaption {
  const { input } = data;
  return {
    name: input.name ?? m.kd_native(),
    when: `${formatShortDate(input.date)}, ${input.time.slice(0, 5)} (UTC${input.utcOffset})`,
    place: input.location ?? `${input.latitude.toFixed(4)}, ${input.longitude.toFixed(4)}`,
    style: `${styleLabel[style]()} · ${title}`,
    site: siteName(currentLocale()),
  };
}

/** One chart with its style and varga pickers, SVG, PNG and PDF downloads and a share button. */
export function ChartPanel({ data, names, style, varga, from = "lagna", onStyle, onVarga, heading }: ChartPanelProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const props = chartProps(data, names, varga, from);
  const filename = chartFilename(data.input.name, from === "moon" ? "moon" : varga, style);
  const caption = chartCaption(data, style, props.title);
  const download = async (kind: "svg" | "png" | "pdf") => {
    const svg = holder.current?.querySelector("svg");
    if (!svg) return;
    setBusy(true);
    try {
      const text = await standaloneSvg(svg, 800, caption);
      if (kind === "svg") saveFile(new Blob([text], { type: "image/svg+xml" }), `${filename}.svg`);
      else if (kind === "png") saveFile(await withPngText(await svgToPng(text), pngCaptionText(caption)), `${filename}.png`);
      else {
        // pdf-lib and the page layout load only when someone asks for a PDF.
        const { chartPdf } = await import("../charts/pdf");
        const drawing = await svgToPng(await standaloneSvg(svg, 1200), 1200);
        saveFile(await chartPdf({ data, names, caption, drawing }), `${filename}.pdf`);
      }
    } catch {
      toast({ title: m.kd_download_failed(), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-3 sm:p-4" data-testid={`chart-${from}-${varga}`} data-style={style}>
      {heading && <h2 className="mb-2 text-lg font-semibold">{heading}</h2>}
      {(onStyle || onVarga) && (
        <div className="mb-3 flex flex-wrap items-center gap-2">
          {onStyle && <StyleSwitch style={style} onStyle={onStyle} />}
          {onVarga && (
            <label className="flex min-w-0 items-center gap-2 text-sm">
              <span className="font-medium">{m.kd_varga()}</span>
              <select className="field w-auto min-w-0" value={varga} data-testid="varga-select" onChange={(e) => onVarga(e.currentTarget.value as VargaId)}>
                {vargaIds.map((id) => (
                  <option key={id} value={id}>
                    {names.varga(id)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      )}
      <div ref={holder} className="mx-auto max-w-md">
        <Chart style={style} {...props} />
      </div>
      <div className="mt-3 flex flex-wrap justify-center gap-2">
        <button type="button" className="btn-outline text-sm" disabled={busy} onClick={() => void download("svg")}>
          {m.kd_download_svg()}
        </button>
        <button type="button" className="btn-outline text-sm" disabled={busy} onClick={() => void download("png")}>
          {m.kd_download_png()}
        </button>
        <button type="button" className="btn-outline text-sm" disabled={busy} data-testid="download-pdf" onClick={() => void download("pdf")}>
          {m.charts_download_pdf()}
        </button>
        <ShareButton title={props.title} />
      </div>
    </section>
  );
}

/** Shares the page's address (the chart's permanent URL): the system sheet, else the clipboard. */
export function ShareButton({ title }: { title: string }) {
  return (
    <button
      type="button"
      className="btn-outline text-sm"
      data-testid="share-chart"
      onClick={async () => {
        const url = location.href;
        try {
          if (navigator.share) {
            await navigator.share({ title, url });
            return;
          }
          await navigator.clipboard.writeText(url);
          toast({ title: m.kd_link_copied(), description: m.kd_link_copied_body() });
        } catch (err) {
          if ((err as Error).name !== "AbortError") toast({ title: m.kd_share_failed(), description: url, variant: "destructive" });
        }
      }}
    >
      {m.kd_share()}
    </button>
  );
}
