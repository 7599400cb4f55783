import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

/**
 * A link to any page of the route table by its language-neutral path. The router adds the
 * page's language prefix; pages without their own route file resolve through the splat route.
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
      to="/$"
      params={{ _splat: (pathname ?? "/").replace(/^\//, "") }}
      search={searchObject ?? (search ? Object.fromEntries(new URLSearchParams(search)) : undefined)}
      className={className}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
