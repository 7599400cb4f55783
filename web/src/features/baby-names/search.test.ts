import { describe, expect, it } from "vitest";
import { babyNamesParams, babyNamesSearch } from "./search";

describe("the baby-naming page's URL state", () => {
  it("keeps a shared search: Rohini pada 1, girls, short names of number 3, page 2", () => {
    const search = babyNamesSearch({ nakshatra: "rohini", pada: "1", gender: "girl", length: "short", number: 3, page: "2" });
    expect(search).toEqual({ nakshatra: "rohini", pada: 1, gender: "girl", length: "short", number: 3, page: 2 });
    expect(babyNamesParams(search, "ta")).toBe("nakshatra=rohini&pada=1&gender=girl&length=short&number=3&page=2&lang=ta");
  });

  it("drops what it does not know: a pada without a nakshatra, number 10, an unknown gender, page 1", () => {
    expect(babyNamesSearch({ pada: "2", number: "10", gender: "other", page: "1", rashi: "leo" })).toEqual({ rashi: "leo" });
  });
});
