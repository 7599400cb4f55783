/**
 * The call's network quality, graded from `RTCPeerConnection.getStats()`: the selected candidate
 * pair's `currentRoundTripTime`, and the inbound RTP streams' `packetsLost`, `packetsReceived` and
 * `jitter`. Pure: a stats report in, a sample out; two samples in, a grade out (losses count over
 * the interval between two samples, not since the call began, so a bad minute long ago is forgotten).
 *
 * Thresholds follow the usual VoIP budgets (ITU-T G.114: one-way delay under 150 ms is good, over
 * 400 ms unacceptable; a few percent of loss is audible, near ten percent breaks speech): the round
 * trip is twice the one-way delay.
 */

export type Quality = "good" | "fair" | "poor";

/** What a stats report says, summed over the inbound audio and video streams. Seconds as WebRTC gives them. */
export interface StatsSample {
  /** The selected candidate pair's round trip, seconds; null before one is measured. */
  roundTripTimeS: number | null;
  packetsLost: number;
  packetsReceived: number;
  /** The worst inbound stream's jitter, seconds. */
  jitterS: number;
  /** Bytes received, by kind (the e2e test and a "no sound" hint read these). */
  bytesReceived: { audio: number; video: number };
}

/** The part of a stats entry that is read (RTCStats are loose dictionaries). */
type StatsEntry = Record<string, unknown> & { type: string };

const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/** Reads one `getStats()` report (anything iterable over its entries: an RTCStatsReport's `values()`). */
export function sampleOf(entries: Iterable<StatsEntry>): StatsSample {
  const sample: StatsSample = { roundTripTimeS: null, packetsLost: 0, packetsReceived: 0, jitterS: 0, bytesReceived: { audio: 0, video: 0 } };
  for (const entry of entries) {
    if (entry.type === "candidate-pair" && entry.state === "succeeded" && (entry.nominated === true || entry.selected === true)) {
      if (typeof entry.currentRoundTripTime === "number") sample.roundTripTimeS = entry.currentRoundTripTime;
    } else if (entry.type === "inbound-rtp") {
      sample.packetsLost += Math.max(0, num(entry.packetsLost));
      sample.packetsReceived += num(entry.packetsReceived);
      sample.jitterS = Math.max(sample.jitterS, num(entry.jitter));
      const kind = entry.kind ?? entry.mediaType;
      if (kind === "audio" || kind === "video") sample.bytesReceived[kind] += num(entry.bytesReceived);
    }
  }
  return sample;
}

/** Round trip (s), loss (fraction) and jitter (s) at or under which the call is good, and over which it is poor. */
export const GOOD = { roundTripTimeS: 0.3, loss: 0.02, jitterS: 0.03 } as const;
export const POOR = { roundTripTimeS: 0.8, loss: 0.08, jitterS: 0.1 } as const;

/**
 * The grade of the interval from `previous` to `current` (the whole call when there is no previous
 * sample); null when nothing has been received or measured yet. Any figure over its poor bound makes
 * the call poor; all within their good bounds make it good; anything between is fair.
 */
export function gradeQuality(current: StatsSample, previous: StatsSample | null = null): Quality | null {
  const lost = Math.max(0, current.packetsLost - (previous?.packetsLost ?? 0));
  const received = Math.max(0, current.packetsReceived - (previous?.packetsReceived ?? 0));
  if (received + lost === 0 && current.roundTripTimeS === null) return null;
  const loss = received + lost === 0 ? 0 : lost / (received + lost);
  const rtt = current.roundTripTimeS ?? 0;
  // Nothing arrived over a whole interval while the pair still answers: as bad as it gets.
  if (previous && received === 0 && previous.packetsReceived > 0) return "poor";
  if (rtt > POOR.roundTripTimeS || loss > POOR.loss || current.jitterS > POOR.jitterS) return "poor";
  if (rtt <= GOOD.roundTripTimeS && loss <= GOOD.loss && current.jitterS <= GOOD.jitterS) return "good";
  return "fair";
}
