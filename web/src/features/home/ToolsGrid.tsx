import { AppLink } from "../../components/AppLink";
import { freeTools } from "./tools";

/** A tile per free tool: the tool's initial on a coloured disc, its name and what it does. */
export function ToolsGrid({ wide = false }: { wide?: boolean }) {
  return (
    <ul className={`grid grid-cols-2 gap-3 sm:grid-cols-3 ${wide ? "lg:grid-cols-4" : ""}`} data-testid="tools-grid">
      {freeTools.map((tool) => (
        <li key={tool.to}>
          <AppLink to={tool.to} className="flex h-full gap-3 rounded-xl border border-gray-200 bg-white p-3 hover:border-brand-300 hover:shadow-sm">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-base font-bold text-white"
              style={{ background: `hsl(${tool.hue} 65% 50%)` }}
            >
              {tool.label().charAt(0)}
            </span>
            <span className="min-w-0 [overflow-wrap:anywhere]">
              <span className="block text-sm font-semibold leading-snug">{tool.label()}</span>
              <span className="mt-0.5 block text-xs text-gray-600">{tool.description()}</span>
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
