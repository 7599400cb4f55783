import { describe, expect, it } from "vitest";
import { filterAstrologers, specialtiesOf } from "./filter";
import { chatPaymentSearch } from "./pricing";
import type { Astrologer } from "./queries";

const base: Omit<Astrologer, "id" | "name" | "isOnline" | "specialties"> = {
  slug: "s",
  experience: 10,
  rating: 4.5,
  reviews: 10,
  ratePerMinute: 30,
  callRatePerMinute: 30,
  videoRatePerMinute: 40,
  languages: ["hi"],
  bio: "",
  chatPack: { minutes: 20, pricePaise: 51_000, originalPricePaise: 60_000 },
};
const list: Astrologer[] = [
  { ...base, id: "1", name: "Meenakshi Raghavan", isOnline: true, specialties: ["kp", "marriage"] },
  { ...base, id: "2", name: "Harish Joshi", isOnline: false, specialties: ["vedic", "vastu"] },
  { ...base, id: "3", name: "Anjali Verma", isOnline: true, specialties: ["tarot"] },
];
const hindiLabel = (id: string) => ({ marriage: "विवाह", kp: "केपी ज्योतिष", vedic: "वैदिक ज्योतिष" })[id] ?? id;

describe("astrologer listing filters (spec §2.6)", () => {
  it("keeps only online astrologers with the online-only toggle", () => {
    expect(filterAstrologers(list, { search: "", specialty: "", onlineOnly: true }, hindiLabel).map((a) => a.id)).toEqual(["1", "3"]);
  });

  it("filters by specialization", () => {
    expect(filterAstrologers(list, { search: "", specialty: "vastu", onlineOnly: false }, hindiLabel).map((a) => a.id)).toEqual(["2"]);
  });

  it("searches names and specialty labels in the page's language, case-insensitively", () => {
    expect(filterAstrologers(list, { search: "JOSHI", specialty: "", onlineOnly: false }, hindiLabel).map((a) => a.id)).toEqual(["2"]);
    expect(filterAstrologers(list, { search: "विवाह", specialty: "", onlineOnly: false }, hindiLabel).map((a) => a.id)).toEqual(["1"]);
    expect(filterAstrologers(list, { search: "anjali tarot", specialty: "", onlineOnly: false }, hindiLabel).map((a) => a.id)).toEqual(["3"]);
  });

  it("lists each specialty once", () => {
    expect(specialtiesOf(list)).toEqual(["kp", "marriage", "vedic", "vastu", "tarot"]);
  });
});

describe("payment link (spec §7)", () => {
  it("carries the server's chat pack in rupees, for display only", () => {
    const chatPack = { minutes: 20, pricePaise: 76_500, originalPricePaise: 90_000 };
    expect(chatPaymentSearch({ id: "ast_01", chatPack })).toEqual({
      astrologer: "ast_01",
      service: "chat",
      duration: "20",
      price: "765",
      originalPrice: "900",
      type: "consultation",
    });
  });

  it("keeps paise in the original price when the rate has them", () => {
    expect(chatPaymentSearch({ id: "a", chatPack: { minutes: 20, pricePaise: 21_300, originalPricePaise: 25_020 } })).toMatchObject({
      price: "213",
      originalPrice: "250.2",
    });
  });
});
