/**
 * Razorpay's Checkout.js, loaded on demand (only when a Razorpay order is about to be paid):
 * Razorpay requires it be loaded from its own host, never bundled. The page's CSP allows that
 * host and the checkout's frame (worker/src/site/security-headers.ts).
 */

export const checkoutScriptUrl = "https://checkout.razorpay.com/v1/checkout.js";

/** What the handler receives when the payment succeeds. */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What `payment.failed` reports. */
export interface RazorpayFailure {
  error: { code?: string; description?: string; reason?: string; metadata?: { payment_id?: string; order_id?: string } };
}

export interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description?: string;
  prefill?: { email?: string; contact?: string; name?: string };
  handler: (response: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void };
}

export interface RazorpayCheckout {
  open(): void;
  close?(): void;
  on(event: "payment.failed", listener: (response: RazorpayFailure) => void): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

let loading: Promise<RazorpayConstructor> | undefined;

/** Checkout.js's constructor, adding its script to the page the first time. */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  const w = window as unknown as { Razorpay?: RazorpayConstructor };
  if (w.Razorpay) return Promise.resolve(w.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = checkoutScriptUrl;
    script.async = true;
    script.onload = () => (w.Razorpay ? resolve(w.Razorpay) : reject(new Error("checkout.js loaded without Razorpay")));
    script.onerror = () => {
      // Let a later click try again (a flaky network, a blocker turned off).
      loading = undefined;
      script.remove();
      reject(new Error("checkout.js did not load"));
    };
    document.head.append(script);
  });
  return loading;
}
