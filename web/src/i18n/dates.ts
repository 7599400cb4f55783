/**
 * CLDR's Tamil and Telugu date patterns put a comma after a leading day number and before a
 * closing year ("24, నవం 2026", "ஞாயிறு, 22 நவம்பர், 2026"); the site writes dates without them
 * ("24 నవం 2026", "ஞாயிறு, 22 நவம்பர் 2026"), also before a short closing year ("மார்ச், 50"). Only a
 * leading day number loses its comma: a two-digit year before a weekday ("మార్చి 50, సోమవారం") keeps it. A pattern edit rather than composing parts, so the
 * home page's first JavaScript stays within its budget. Other commas (after a weekday) stay.
 */
export const withoutStrayCommas = (text: string): string => text.replace(/^(\d{1,2}),/, "$1").replace(/,(?=\s\d+$)|,(?=\s\d{4}(?!\d))/g, "");
