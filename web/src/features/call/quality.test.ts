import { describe, expect, it } from "vitest";
import { gradeQuality, sampleOf, type StatsSample } from "./quality";

const sample = (patch: Partial<StatsSample> = {}): StatsSample => ({
  roundTripTimeS: 0.05,
  packetsLost: 0,
  packetsReceived: 1000,
  jitterS: 0.005,
  bytesReceived: { audio: 0, video: 0 },
  ...patch,
});

describe("the call's network quality", () => {
  it("reads the selected pair's round trip and sums the inbound streams of a stats report", () => {
    const s = sampleOf([
      { type: "candidate-pair", state: "succeeded", nominated: true, currentRoundTripTime: 0.12 },
      { type: "candidate-pair", state: "failed", nominated: false, currentRoundTripTime: 9 },
      { type: "inbound-rtp", kind: "audio", packetsLost: 3, packetsReceived: 500, jitter: 0.01, bytesReceived: 40_000 },
      { type: "inbound-rtp", kind: "video", packetsLost: 2, packetsReceived: 900, jitter: 0.02, bytesReceived: 700_000 },
      { type: "outbound-rtp", kind: "audio", packetsSent: 800 },
    ]);
    expect(s).toEqual({ roundTripTimeS: 0.12, packetsLost: 5, packetsReceived: 1400, jitterS: 0.02, bytesReceived: { audio: 40_000, video: 700_000 } });
  });

  it("has no grade before anything was received or measured", () => {
    expect(gradeQuality(sample({ roundTripTimeS: null, packetsReceived: 0 }))).toBeNull();
  });

  it("is good on a quick loopback with no loss", () => {
    expect(gradeQuality(sample(), sample({ packetsReceived: 500 }))).toBe("good");
  });

  it("is fair with 4 % of the interval's packets lost, and poor with 10 %", () => {
    const before = sample({ packetsLost: 100, packetsReceived: 1000 });
    expect(gradeQuality(sample({ packetsLost: 104, packetsReceived: 1096 }), before)).toBe("fair");
    expect(gradeQuality(sample({ packetsLost: 110, packetsReceived: 1090 }), before)).toBe("poor");
  });

  it("forgets losses from before the interval: an old bad minute does not grade a clean one", () => {
    expect(gradeQuality(sample({ packetsLost: 300, packetsReceived: 2000 }), sample({ packetsLost: 300, packetsReceived: 1000 }))).toBe("good");
  });

  it("is fair at a 500 ms round trip and poor at 1 s, and poor with 150 ms of jitter", () => {
    expect(gradeQuality(sample({ roundTripTimeS: 0.5 }))).toBe("fair");
    expect(gradeQuality(sample({ roundTripTimeS: 1 }))).toBe("poor");
    expect(gradeQuality(sample({ jitterS: 0.15 }))).toBe("poor");
  });

  it("is poor when nothing arrived over an interval after packets had been flowing", () => {
    expect(gradeQuality(sample({ packetsReceived: 1000 }), sample({ packetsReceived: 1000 }))).toBe("poor");
  });
});
