import { m } from "../../paraglide/messages.js";

/**
 * A sentence followed by the free-minutes offer of the server's settings, when there is one
 * (`useFreeChatMinutes`). Apart from that hook so the home page's first chunk does not carry
 * the offer's four translations.
 */
export function withFreeChatOffer(sentence: string, minutes: number | undefined): string {
  return minutes ? `${sentence} ${m.free_first_chat({ minutes })}` : sentence;
}
