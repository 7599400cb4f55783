import { describe, expect, it } from "vitest";
import { m } from "../../paraglide/messages.js";

describe("the visitors-online label (issue 19: \"1 Visitors online now\")", () => {
  it.each([
    ["en", "Visitor online now", "Visitors online now"],
    ["hi", "पाठक अभी साइट पर है", "पाठक अभी साइट पर हैं"],
    ["ta", "இப்போது தளத்தில் உள்ள பார்வையாளர்", "இப்போது தளத்தில் உள்ள பார்வையாளர்கள்"],
    ["te", "ప్రస్తుతం సైట్‌లో ఉన్న సందర్శకుడు", "ప్రస్తుతం సైట్‌లో ఉన్న సందర్శకులు"],
  ] as const)("follows the plural rules of %s", (locale, one, other) => {
    expect(m.stats_visitors_online({ count: 1 }, { locale })).toBe(one);
    expect(m.stats_visitors_online({ count: 21 }, { locale })).toBe(other);
  });
});

describe("an astrologer's review count", () => {
  it.each([
    ["en", "1 review", "1,204 reviews"],
    ["ta", "1 மதிப்புரை", "1,204 மதிப்புரைகள்"],
    ["te", "1 సమీక్ష", "1,204 సమీక్షలు"],
  ] as const)("follows the plural rules of %s, with the number written for the page", (locale, one, many) => {
    expect(m.astrologer_reviews({ count: 1, shown: "1" }, { locale })).toBe(one);
    expect(m.astrologer_reviews({ count: 1204, shown: "1,204" }, { locale })).toBe(many);
  });
});

describe("the consultations-today label (issue 21)", () => {
  it.each([
    ["en", "Consultation today", "Consultations today"],
    ["hi", "आज हुआ परामर्श", "आज हुए परामर्श"],
    ["ta", "இன்றைய ஆலோசனை", "இன்றைய ஆலோசனைகள்"],
    ["te", "ఈరోజు సంప్రదింపు", "ఈరోజు సంప్రదింపులు"],
  ] as const)("follows the plural rules of %s", (locale, one, other) => {
    expect(m.ad_stats_consultations_today({ count: 1 }, { locale })).toBe(one);
    expect(m.ad_stats_consultations_today({ count: 37 }, { locale })).toBe(other);
  });
});
