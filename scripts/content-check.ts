/**
 * `npx tsx scripts/content-check.ts [root]`: checks the CMS content files (default `content/`)
 * and lists every problem; exits 1 when there is any (scripts/seed/content.ts says what is checked).
 */
import { fileURLToPath } from "node:url";
import { checkContent, readContent } from "./seed/content";

const root = process.argv[2] ?? fileURLToPath(new URL("../content", import.meta.url));
const tree = readContent(root);
const problems = checkContent(tree);
const files = [...tree.articles, ...tree.pages].reduce((n, item) => n + item.texts.length, 0);
if (problems.length > 0) {
  console.error(problems.join("\n"));
  console.error(`\n${problems.length} problem${problems.length === 1 ? "" : "s"} in ${root} (${tree.articles.length} articles, ${tree.pages.length} pages, ${files} files)`);
  process.exit(1);
}
console.log(`content is fine: ${tree.articles.length} articles, ${tree.pages.length} pages, ${files} files in ${root}`);
