/**
 * Intl formatters, each made once per locale tag and options and then reused. Making one costs
 * a tenth of a millisecond or more on a phone's CPU (it loads and resolves the locale's data);
 * made afresh for every date of a kundli's dasha tables, that was some 60 ms of the page's first
 * render on a desktop CPU slowed 4× (issue 19, Lighthouse's TBT on a Tamil kundli).
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function memo<F>(cache: Map<string, F>, tag: string, options: object, make: () => F): F {
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = make()));
  return format;
}

export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return memo(dateTimeFormats, tag, options, () => new Intl.DateTimeFormat(tag, options));
}

export function numberFormat(tag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return memo(numberFormats, tag, options, () => new Intl.NumberFormat(tag, options));
}
