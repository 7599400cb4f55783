import { useQuery } from "@tanstack/react-query";
import { pricingQueryOptions } from "./queries";

/**
 * The free minutes of a user's first chat, as the server's settings have them (undefined until
 * `/api/pricing` answers; 0 when the admin offers none, and then no page claims any).
 */
export function useFreeChatMinutes(): number | undefined {
  return useQuery(pricingQueryOptions()).data?.freeChatMinutes;
}
