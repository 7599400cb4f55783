/**
 * The local PDF printer on its own (scripts/lib/printer.ts), for printing with a Worker you
 * started yourself:
 *   npx tsx scripts/printer.ts            # http://127.0.0.1:8788/pdf
 *   PORT=9000 PRINTER_TOKEN=… npx tsx scripts/printer.ts
 * then give the Worker `PDF_PRINTER_URL=<that url>` (and `PDF_PRINTER_TOKEN`). `npm run dev`,
 * the e2e tests and the benches start one themselves. Ctrl-C stops it.
 */
import { startPrinter } from "./lib/printer";

const printer = await startPrinter({ port: Number(process.env.PORT ?? 8788), token: process.env.PRINTER_TOKEN || undefined });
console.log(`PDF printer: POST ${printer.url}   (Ctrl-C stops it)`);
const stop = () => void printer.stop().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
