import type { en } from "./en";

/** A message id: the machine-readable `code` of an issue and the id of an error's message. */
export type MessageId = keyof (typeof en)["messages"];
/** A word a `{field}` parameter may name ("birth.date" → "Birth date", "जन्म तिथि" …). */
export type FieldId = keyof (typeof en)["fields"];

/** One language's templates: every message id and every field word. */
export interface Catalog {
  messages: Record<MessageId, string>;
  fields: Record<FieldId, string>;
}
