import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

/**
 * A link to any page of the route table by its language-neutral path. The router adds the
 * page's language prefix; the router picks the page's route from the path.
 */
export function AppLink({
  to,
  search: searchObject,
  className,
  children,
  onClick,
}: {
  to: string;
  /** Typed search state to carry (numbers stay numbers), instead of a query string in `to`. */
  search?: Record<string, string | number | boolean>;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}) {
  const [pathname, search] = to.split("?");
  return (
    <Link
      // Any route-table path: typed as one whose search takes any values, since the table is data.
      to={(pathname || "/") as "/"}
      search={searchObject ?? (search ? Object.fromEntries(new URLSearchParams(search)) : undefined)}
      className={className}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
