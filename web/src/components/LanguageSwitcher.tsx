import { m } from "../paraglide/messages.js";
import { isLocale, localeNativeName, locales } from "../i18n/locale";
import { currentLocale, switchLanguage } from "../i18n/runtime";

/** The four languages, each named in its own script; choosing one reloads the page in it. */
export function LanguageSwitcher() {
  return (
    <label className="flex items-center gap-1.5 text-sm">
      <span className="sr-only">{m.language_label()}</span>
      <select
        data-testid="language-switcher"
        className="rounded-md border border-gray-300 bg-white py-1 pl-1.5 pr-1 text-sm"
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
