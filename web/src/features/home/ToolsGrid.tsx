import { AppLink } from "../../components/AppLink";
import { freeTools, type Tool } from "./tools";

/**
 * A tile per free tool: the tool's initial on a coloured disc, its name and what it does. On
 * phones the disc sits above the name so the name has the tile's whole width: two tiles a row
 * left too little beside the disc for "Numerology" or a long Tamil word, which broke mid-word.
 */
export function ToolsGrid({ wide = false, tools = freeTools, testId = "tools-grid" }: { wide?: boolean; tools?: Tool[]; testId?: string }) {
  return (
    <ul className={`grid grid-cols-2 gap-3 sm:grid-cols-3 ${wide ? "lg:grid-cols-4" : ""}`} data-testid={testId}>
      {tools.map((tool) => (
        <li key={tool.to}>
          <AppLink
            to={tool.to}
            className="flex h-full flex-col gap-2 rounded-xl border border-gray-200 bg-white p-3 hover:border-brand-300 hover:shadow-sm sm:flex-row"
          >
            <span
              aria-hidden="true"
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-base font-bold text-white"
              style={{ background: `hsl(${tool.hue} 65% 50%)` }}
            >
              {tool.label().charAt(0)}
            </span>
            <span className="min-w-0">
              <span className="tool-name block text-sm font-semibold leading-snug">{tool.label()}</span>
              <span className="mt-0.5 block text-xs text-gray-600">{tool.description()}</span>
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
