import { Link } from "@tanstack/react-router";
import { m } from "../paraglide/messages.js";

/** Shown while a route's code or data loads (spec §2.3 'Loading page...'). */
export function LoadingPage() {
  return (
    <div role="status" className="flex min-h-[200px] items-center justify-center gap-3 text-gray-600">
      <span className="h-5 w-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600" aria-hidden="true" />
      {m.loading_page()}
    </div>
  );
}

/** The generic error screen (spec §2.3). */
export function ErrorScreen() {
  return (
    <div role="alert" className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-2xl font-bold">{m.error_title()}</h1>
      <p className="mt-2 text-gray-600">{m.error_body()}</p>
      <button type="button" className="btn-primary mt-6" onClick={() => window.location.reload()}>
        {m.error_refresh()}
      </button>
    </div>
  );
}

export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-md py-16 text-center" data-testid="not-found">
      <p className="text-5xl font-bold text-brand-500">404</p>
      <h1 className="mt-2 text-2xl font-bold">{m.not_found_title()}</h1>
      <p className="mt-2 text-gray-600">{m.not_found_body()}</p>
      <Link to="/" className="btn-primary mt-6">
        {m.not_found_home()}
      </Link>
    </div>
  );
}
