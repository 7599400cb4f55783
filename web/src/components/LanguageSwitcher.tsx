import { m } from "../paraglide/messages.js";
import { isLocale, localeNativeName, locales } from "../i18n/locale";
import { currentLocale, switchLanguage } from "../i18n/runtime";

/**
 * The four languages, each named in its own script; choosing one reloads the page in it. The
 * menu's font stack has only the page's own script among our fonts (`font-own-script`,
 * theme.css): a select lays out every option in its own font, and ours would make every page
 * fetch the Devanagari, Tamil and Telugu fonts for one word each. The other names take the
 * system's fonts (phones in India have them for their scripts), so the menu has a fixed width
 * that does not depend on which of them a device has (the first screen keeps its box).
 */
export function LanguageSwitcher() {
  return (
    <label className="flex items-center gap-1.5 text-sm">
      <span className="sr-only">{m.language_label()}</span>
      <select
        data-testid="language-switcher"
        className="font-own-script w-[5.5rem] rounded-md border border-gray-300 bg-white py-1 pl-1.5 pr-1 text-sm"
        value={currentLocale()}
        onChange={(e) => {
          if (isLocale(e.currentTarget.value)) switchLanguage(e.currentTarget.value);
        }}
      >
        {locales.map((l) => (
          <option key={l} value={l} lang={l}>
            {localeNativeName[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
