import { m } from "../../paraglide/messages.js";
import type { BookingKind } from "./api";

/** A kind's name in the page's language ("Voice call", "வீடியோ அழைப்பு" …). */
export function kindLabel(kind: BookingKind): string {
  return kind === "call" ? m.bk_kind_call() : kind === "video" ? m.bk_kind_video() : m.bk_kind_chat();
}
