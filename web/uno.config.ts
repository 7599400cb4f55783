import { defineConfig, presetWind3 } from "unocss";

export default defineConfig({
  presets: [presetWind3()],
  theme: {
    colors: {
      // Site themes set these variables (web/src/theme.css).
      brand: Object.fromEntries([50, 100, 200, 300, 500, 600, 700, 900].map((n) => [n, `rgb(var(--brand-${n}))`])),
    },
    // Fluid heading sizes (issue 19): on a 360 px phone the longest Tamil and Telugu words of a
    // heading fit its line instead of being broken mid-word; from ~600 px they are Tailwind's sizes.
    fontSize: {
      "2xl": ["clamp(1.25rem, 0.9rem + 2vw, 1.5rem)", "1.3"],
      "3xl": ["clamp(1.5rem, 1rem + 2.5vw, 1.875rem)", "1.25"],
      "4xl": ["clamp(1.75rem, 1rem + 3.5vw, 2.25rem)", "1.2"],
    },
    fontFamily: {
      sans: '"Noto Sans", "Noto Sans Tamil", "Noto Sans Telugu", system-ui, sans-serif',
    },
  },
  shortcuts: {
    "btn": "inline-flex items-center justify-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50",
    "btn-primary": "btn bg-brand-600 text-white hover:bg-brand-700 disabled:hover:bg-brand-600",
    "btn-outline": "btn border border-brand-600 text-brand-700 hover:bg-brand-50",
    "field": "w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200",
  },
});
