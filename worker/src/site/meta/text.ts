/** One page's metadata in one language (see meta/<locale>.json). */
export interface MetaText {
  title: string;
  heading: string;
  description: string;
  keywords: string;
  offers: string[];
}

/** Fills `{name}` (the page's subject: a sign or nakshatra name) into every text of a page. */
export function fillMeta(text: MetaText, name: string | undefined): MetaText {
  if (name === undefined) return text;
  const fill = (s: string) => s.replaceAll("{name}", name);
  return {
    title: fill(text.title),
    heading: fill(text.heading),
    description: fill(text.description),
    keywords: fill(text.keywords),
    offers: text.offers.map(fill),
  };
}
