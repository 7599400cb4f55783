/**
 * For tests: the hostile Markdown of issue 24 and a strict reading of rendered HTML that lists
 * every way it is not inert. The reading is a tokenizer: every "<" must open or close a tag of
 * the renderer's allow-list with double-quoted attributes of its allow-list; anything else
 * (a tag it cannot read, an unknown tag or attribute, an `on…` handler, a URL of another
 * scheme than http, https or mailto) is reported.
 */
/** Blocks separated by blank lines, so that each is its own paragraph (raw HTML would swallow the next line). */
export const hostileMarkdown = [
  "## Hostile <b>heading</b>",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](jav&#x61;script:alert(1)) <javascript:alert(1)>",
  "[d](data:text/html;base64,PHNjcmlwdD4=) ![e](javascript:alert(1)) ![f](data:image/png;base64,AAAA)",
  "<iframe src=//evil></iframe>",
  '<svg onload="alert(1)"><circle /></svg>',
  '[g](https://example.org "x\\" onerror=alert(1) y") [h](/kundli "t onmouseover=alert(1)")',
  "[i](vbscript:msgbox(1)) [j](irc://evil) [k](  javascript:alert(1)) [l](java\tscript:alert(1))",
  "| a | b |\n| --- | --- |\n| <script>x</script> | [m](javascript:alert(1)) |",
  "```html\n<script>alert('in code')</script>\n```",
  "<a href=\"javascript:alert(1)\">raw link</a> <div style=\"background:url(javascript:alert(1))\">styled</div>",
].join("\n\n");

const allowedTags = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "a", "img", "strong", "em", "code", "pre", "blockquote", "ul", "ol", "li", "hr", "br", "table", "thead", "tbody", "tr", "th", "td", "del"]);
const allowedAttributes = new Set(["href", "src", "alt", "title", "id", "align", "rel", "target", "start", "class"]);
const tagPattern = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[a-zA-Z-]+="[^"<>]*")*)\s*\/?>/;

function decode(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

/** Every reason `html` is not inert (empty when it is). */
export function inertProblems(html: string): string[] {
  const problems: string[] = [];
  for (let i = html.indexOf("<"); i >= 0; i = html.indexOf("<", i + 1)) {
    const match = tagPattern.exec(html.slice(i));
    if (!match) {
      problems.push(`unreadable markup at ${i}: ${html.slice(i, i + 40)}`);
      continue;
    }
    const name = match[2]!.toLowerCase();
    if (!allowedTags.has(name)) problems.push(`tag <${name}>`);
    for (const attr of match[3]!.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)) {
      const key = attr[1]!.toLowerCase();
      if (key.startsWith("on") || !allowedAttributes.has(key)) problems.push(`attribute ${key} on <${name}>`);
      if (key === "href" || key === "src") {
        const url = decode(attr[2]!).replace(/[\u0000-\u0020]/g, "");
        const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
        const allowed = key === "href" ? ["http", "https", "mailto"] : ["http", "https"];
        if (scheme && !allowed.includes(scheme)) problems.push(`${key}="${attr[2]}" on <${name}>`);
      }
    }
  }
  return problems;
}
