/**
 * Checkout's words as the failure route stores them: no control characters, at most `max`
 * UTF-16 units, never half of a surrogate pair (the route refuses those).
 */
export function plainClip(text: string, max: number): string {
  let out = "";
  for (const ch of text.replace(/[\u0000-\u001f\u007f]+/g, " ")) {
    // A lone surrogate (text cut elsewhere) is dropped; a pair stays whole or goes whole.
    if (ch.length === 1 && /[\uD800-\uDFFF]/.test(ch)) continue;
    if (out.length + ch.length > max) break;
    out += ch;
  }
  return out.trim();
}
