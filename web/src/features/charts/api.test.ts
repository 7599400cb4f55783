import { crc32 } from "node:zlib";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { chartBody } from "@contract/charts";
import { pngTextChunk } from "../kundli/download";
import { bodyOfSaved, chartBodyOf, chartSearch } from "./api";
import type { BirthSearch } from "../../components/kundli-search";

const search: BirthSearch = { name: "Asha Rao", gender: "female", date: "1996-12-07", time: "10:34", location: "Chennai, Tamil Nadu, India", latitude: 13.0878, longitude: 80.2785, ayanamsa: "raman", house: "placidus", year: 360, style: "south" };

describe("saved charts and the kundli URL", () => {
  it("saves what the kundli page shows, valid for the API's own schema", () => {
    const body = chartBodyOf(search, " Asha Rao ", "family");
    expect(v.safeParse(chartBody, body).success).toBe(true);
    expect(body).toEqual({ name: "Asha Rao", relation: "family", gender: "female", date: "1996-12-07", time: "10:34", location: "Chennai, Tamil Nadu, India", latitude: 13.0878, longitude: 80.2785, options: { ayanamsa: "raman", houseSystem: "placidus", dashaYearDays: 360 } });
  });

  it("opens a saved chart at the same address the kundli page had (without the view's style)", () => {
    const saved = { id: "x", createdAt: "t", updatedAt: "t", ...chartBodyOf(search, "Asha Rao", "self") };
    const { style: _style, ...birth } = search;
    expect(chartSearch(saved)).toEqual(birth);
    expect(bodyOfSaved(saved)).toEqual(chartBodyOf(search, "Asha Rao", "self"));
  });
});

describe("PNG text chunks", () => {
  it("writes an iTXt chunk with its length, UTF-8 text and the CRC-32 zlib computes", () => {
    const chunk = pngTextChunk("Title", "ஆஷா ராவ்");
    const view = new DataView(chunk.buffer);
    const data = chunk.subarray(8, chunk.length - 4);
    expect(view.getUint32(0)).toBe(data.length);
    expect(new TextDecoder().decode(chunk.subarray(4, 8))).toBe("iTXt");
    expect(new TextDecoder().decode(data)).toBe("Title\0\0\0\0\0ஆஷா ராவ்");
    // PNG's CRC covers the type and the data (PNG 1.2 §5.3); zlib's crc32 is an independent implementation.
    expect(view.getUint32(chunk.length - 4)).toBe(crc32(chunk.subarray(4, chunk.length - 4)));
  });
});
