import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, permissionsPolicy } from "./security-headers";

const hashes = { scripts: ["'sha256-aaa='"], styles: ["'sha256-bbb='"] };

describe("page security policies", () => {
  it("lists the build's inline hashes and nothing inline beyond style attributes", () => {
    const policy = contentSecurityPolicy(hashes, false);
    expect(policy).toContain("script-src 'self' 'sha256-aaa=' https://checkout.razorpay.com; style-src 'self' 'sha256-bbb='; style-src-attr 'unsafe-inline'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'|'unsafe-eval'|'strict-dynamic'/);
    expect(policy).toContain("object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'");
  });

  it("names Google Analytics' hosts only when the site has a measurement id", () => {
    expect(contentSecurityPolicy(hashes, false)).not.toContain("google");
    const on = contentSecurityPolicy(hashes, true);
    expect(on).toContain("script-src 'self' 'sha256-aaa=' https://checkout.razorpay.com https://www.googletagmanager.com;");
    expect(on).toContain("connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com;");
  });

  it("lets Razorpay's Checkout.js load and open its payment frame beside the site's own", () => {
    const policy = contentSecurityPolicy(hashes, false);
    expect(policy).toMatch(/script-src [^;]*https:\/\/checkout\.razorpay\.com[;\s]/);
    expect(policy).toContain("frame-src 'self' https://api.razorpay.com;");
  });

  it("lets the report's print page take the printer's <style> element, and no other page; scripts keep their hashes there", () => {
    const print = contentSecurityPolicy(hashes, false, true);
    expect(print).toContain("style-src 'self' 'unsafe-inline';");
    expect(print).toContain("script-src 'self' 'sha256-aaa=' https://checkout.razorpay.com;");
    expect(print).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(contentSecurityPolicy(hashes, false)).not.toMatch(/style-src [^;]*'unsafe-inline'/);
  });

  it("lets every page of the app, and no embedded frame, use the camera and microphone (a call is reached without a document load), and none the location", () => {
    expect(permissionsPolicy()).toBe("camera=(self), microphone=(self), geolocation=()");
  });
});
