import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ApiError } from "./errors";
import { booleanString, parseOrThrow, strictQuery } from "./validate";

describe("validation at the edge", () => {
  const schema = strictQuery({ online: v.optional(booleanString), q: v.optional(v.pipe(v.string(), v.maxLength(3))) });

  it("parses query-string booleans", () => {
    expect(parseOrThrow(schema, { online: "true" }, "query")).toEqual({ online: true });
    expect(parseOrThrow(schema, { online: "false" }, "query")).toEqual({ online: false });
  });

  it("throws a 400 validation_failed ApiError naming every bad field", () => {
    try {
      parseOrThrow(schema, { online: "yes", q: "toolong", extra: "1" }, "query");
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ApiError);
      const apiError = err as ApiError;
      expect(apiError.status).toBe(400);
      expect(apiError.code).toBe("validation_failed");
      const paths = (apiError.details as { path: string }[]).map((d) => d.path);
      expect(paths).toEqual(expect.arrayContaining(["online", "q", "extra"]));
    }
  });
});
