/**
 * An image kept in R2 (an astrologer's photo, an article's image), answered as the browser
 * should treat an uploaded file: its stored type, `nosniff`, immutable (a new upload has a new
 * URL), and a sandboxing CSP so that even a file opened on its own can run nothing.
 */
export function storedImageResponse(object: R2ObjectBody): Response {
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "Content-Length": String(object.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; img-src 'self'; sandbox",
      ETag: object.httpEtag,
    },
  });
}
