import { useSyncExternalStore } from "react";

/**
 * A page's own head texts when they come from its data rather than the metadata table (an
 * article's title and excerpt, a CMS page's title): the page sets them once loaded, and
 * HeadSync writes them for that path instead of the table's.
 */
export interface PageHead {
  path: string;
  title: string;
  description: string;
}

let current: PageHead | null = null;
const listeners = new Set<() => void>();

export function setPageHead(head: PageHead | null): void {
  if (head?.path === current?.path && head?.title === current?.title && head?.description === current?.description) return;
  current = head;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePageHead(): PageHead | null {
  return useSyncExternalStore(subscribe, () => current);
}
