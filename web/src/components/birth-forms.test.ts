import { describe, expect, it } from "vitest";
import { matchingSearch, validateMatching } from "../features/matching/form-rules";
import { hasCoordinates, kundliSearch, validateKundli } from "./birth-forms";

const place = { text: "Chennai, Tamil Nadu, India", latitude: 13.0878, longitude: 80.2785 };

describe("kundli form (spec §5)", () => {
  it("names every missing field with the spec's message", () => {
    expect(validateKundli({ name: "A", birthDate: "", birthTime: "", birthPlace: { text: " " }, gender: "male" })).toEqual({
      name: "Name must be at least 2 characters",
      birthDate: "Birth date is required",
      birthTime: "Birth time is required",
      birthPlace: "Birth place is required",
    });
  });

  it("accepts complete data and navigates with the spec's query string", () => {
    const values = { name: " Ravi ", birthDate: "1996-12-07", birthTime: "10:34", birthPlace: place, gender: "male" as const };
    expect(validateKundli(values)).toEqual({});
    expect(kundliSearch(values)).toBe(
      "name=Ravi&date=1996-12-07&time=10%3A34&location=Chennai%2C+Tamil+Nadu%2C+India&gender=male&latitude=13.0878&longitude=80.2785",
    );
  });

  it("counts coordinates only when they came from a suggestion and are not zero", () => {
    expect(hasCoordinates({ text: "Chennai" })).toBe(false);
    expect(hasCoordinates({ text: "Null Island", latitude: 0, longitude: 0 })).toBe(false);
    expect(hasCoordinates(place)).toBe(true);
  });
});

describe("matching form (spec §5)", () => {
  it("checks both partners' fields with the spec's messages", () => {
    const errors = validateMatching({
      boyName: "",
      boyBirthDate: "",
      boyBirthTime: "",
      boyBirthPlace: { text: "" },
      girlName: "S",
      girlBirthDate: "1998-01-01",
      girlBirthTime: "",
      girlBirthPlace: place,
    });
    expect(errors).toEqual({
      boyName: "Boy's name is required",
      boyBirthDate: "Boy's birth date is required",
      boyBirthTime: "Boy's birth time is required",
      boyBirthPlace: "Boy's birth place is required",
      girlName: "Girl's name is required",
      girlBirthTime: "Girl's birth time is required",
    });
  });

  it("navigates with the twelve query parameters of spec §7", () => {
    const q = new URLSearchParams(
      matchingSearch({
        boyName: "Ravi",
        boyBirthDate: "1996-12-07",
        boyBirthTime: "10:34",
        boyBirthPlace: place,
        girlName: "Sita",
        girlBirthDate: "1998-01-01",
        girlBirthTime: "06:00",
        girlBirthPlace: { text: "Delhi", latitude: 28.61, longitude: 77.21 },
      }),
    );
    expect([...q.keys()]).toEqual([
      "boyName", "boyBirthDate", "boyBirthTime", "boyBirthPlace", "girlName", "girlBirthDate", "girlBirthTime", "girlBirthPlace",
      "boyLatitude", "boyLongitude", "girlLatitude", "girlLongitude",
    ]);
    expect(q.get("girlLongitude")).toBe("77.21");
  });
});
