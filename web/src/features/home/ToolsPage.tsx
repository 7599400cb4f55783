import { m } from "../../paraglide/messages.js";
import { ToolsGrid } from "./ToolsGrid";

export function ToolsPage() {
  return (
    <div>
      <h1 className="text-2xl font-bold sm:text-3xl">{m.home_tools_title()}</h1>
      <div className="mt-5">
        <ToolsGrid wide />
      </div>
    </div>
  );
}
