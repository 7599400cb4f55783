/**
 * The gemstone and remedy answers of a parsed birth request: the D1 chart alone (no vargas or
 * dashas), the doshas, and Saturn's transit over the natal Moon today; the readings themselves
 * are the pure engines `@jyotish/gemstones` and `@jyotish/remedies`.
 */
import { julianDayFromEpochMs } from "@ephemeris";
import { gemstoneReading } from "@jyotish/gemstones";
import { birthInstant } from "@jyotish/kundli/birth-time";
import { birthChart, type ChartOptions, signLords } from "@jyotish/kundli/chart";
import { kaalSarp, manglik, pitraDosha } from "@jyotish/kundli/doshas";
import { saturnPeriods } from "@jyotish/kundli/sade-sati";
import { remedyReading } from "@jyotish/remedies";
import { signIds } from "@jyotish/terms/signs";
import { ephemeris } from "../../lib/ephemeris";
import { type KundliRequest, resolvedBirth } from "../kundli/service";

/** The chart of a request, with the birth and options as the answers state them. */
function castChart(r: KundliRequest) {
  const instant = birthInstant(r);
  const options: ChartOptions = { ayanamsa: r.options.ayanamsa ?? "lahiri", node: r.options.node ?? "mean", houseSystem: r.options.houseSystem ?? "whole-sign" };
  const chart = birthChart(ephemeris(), instant.jdUt, { latitudeDeg: r.latitude, longitudeDeg: r.longitude }, options);
  const lagna = chart.ascendant.signIndex;
  return {
    chart,
    instant,
    head: {
      input: { ...(r.name ? { name: r.name } : {}), ...resolvedBirth(r, instant) },
      options,
      lagna: { signIndex: lagna, sign: signIds[lagna]!, lord: signLords[lagna]! },
    },
  };
}

/** `GET /api/gemstones`: the chart's gemstone reading (texts not yet rendered). */
export function gemstonesOf(r: KundliRequest) {
  const { chart, head } = castChart(r);
  const { lagna: _lagna, ...reading } = gemstoneReading(chart);
  return { ...head, ...reading };
}

/** `GET /api/gemstones/remedies`: weak grahas and doshas with remedies; sade sati and dhaiya as they stand at `nowMs`. */
export function remediesOf(r: KundliRequest, nowMs: number) {
  const { chart, head } = castChart(r);
  const moonSign = chart.planets[1]!.signIndex;
  const nowJd = julianDayFromEpochMs(nowMs);
  // Saturn's sign over the next day: the stretch that holds this instant, if it is a sade sati or dhaiya sign.
  const saturn = saturnPeriods(moonSign, nowJd, chart.options.ayanamsa, 1 / 365);
  const sadeSati = saturn?.sadeSati.find((p) => p.start <= nowJd)?.phases.find((ph) => ph.start <= nowJd)?.phase ?? null;
  const dhaiya = saturn?.dhaiya.find((p) => p.start <= nowJd)?.kind ?? null;
  const reading = remedyReading({
    chart,
    doshas: { manglik: manglik(chart), kaalSarp: kaalSarp(chart), pitra: pitraDosha(chart) },
    saturnNow: { sadeSati, dhaiya },
  });
  return { ...head, ...reading };
}
