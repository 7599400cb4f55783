/**
 * `npm run db:migrate` / `npm run db:places` / `npm run db:content` / `npm run db:seed` against
 * LIBSQL_URL (and LIBSQL_AUTH_TOKEN), defaulting to the local sqld that `npm run dev` starts.
 * `db:places` loads only the gazetteer and `db:content` only the CMS content (for production:
 * no development astrologers).
 */
import { loadContent, loadGazetteer, migrateDatabase, seedDevelopmentData } from "./lib/database";

const command = process.argv[2];
const url = process.env.LIBSQL_URL || "http://127.0.0.1:8080";
const authToken = process.env.LIBSQL_AUTH_TOKEN || undefined;

if (command === "migrate") {
  await migrateDatabase(url, authToken);
  console.log(`migrations applied to ${url}`);
} else if (command === "places") {
  await migrateDatabase(url, authToken);
  const places = await loadGazetteer(url, authToken);
  console.log(places ? `gazetteer loaded into ${url}: ${places} places` : `the gazetteer in ${url} is already loaded`);
} else if (command === "content") {
  await migrateDatabase(url, authToken);
  const content = await loadContent(url, authToken);
  console.log(`content loaded into ${url}: ${content.items} new items, ${content.texts} new texts (existing ones left as they are)`);
  for (const line of content.skipped) console.warn(`skipped ${line}`);
} else if (command === "seed") {
  await migrateDatabase(url, authToken);
  const inserted = await seedDevelopmentData(url, authToken);
  console.log(`seed loaded into ${url}: ${inserted.astrologers} new astrologers, ${inserted.accounts} new astrologer sign-ins, ${inserted.places} places, ${inserted.content.items} new content items and ${inserted.content.texts} texts`);
} else {
  console.error("usage: tsx scripts/db.ts migrate|places|content|seed");
  process.exit(2);
}
