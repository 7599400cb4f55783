import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineHashesOf } from "./csp-hashes";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("CSP hashes of the built index.html", () => {
  it("hashes each inline script and style exactly as written, and nothing loaded by src or kept as data", () => {
    const html = [
      "<head><script>a()</script>",
      '<script type="module" crossorigin src="/assets/x.js"></script>',
      '<script type="application/ld+json">{"a":1}</script>',
      "<style>\n  .x { color: red }\n</style></head>",
      "<body><script>\n  b(\"ये\");\n</script></body>",
    ].join("");
    expect(inlineHashesOf(html)).toEqual({ scripts: [sha("a()"), sha('\n  b("ये");\n')], styles: [sha("\n  .x { color: red }\n")] });
  });
});
