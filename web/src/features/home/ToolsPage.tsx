import { m } from "../../paraglide/messages.js";
import { ToolsGrid } from "./ToolsGrid";
import { moreTools } from "./tools";

/** /astrology-tools: every tool, the calculators first (as on the home page), then the rest. */
export function ToolsPage() {
  return (
    <div>
      <h1 className="text-2xl font-bold sm:text-3xl">{m.home_tools_title()}</h1>
      <h2 className="mt-6 text-lg font-semibold">{m.tools_group_calculators()}</h2>
      <div className="mt-3">
        <ToolsGrid wide />
      </div>
      <h2 className="mt-8 text-lg font-semibold">{m.tools_group_divination()}</h2>
      <div className="mt-3">
        <ToolsGrid wide tools={moreTools} testId="more-tools-grid" />
      </div>
    </div>
  );
}
