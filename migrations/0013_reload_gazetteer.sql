-- Issue 19: the place-search index gains edit-distance keys and the Indic-script old names of
-- scripts/seed/place-aliases.ts. The seed loads the gazetteer into empty tables only, so this
-- empties them: the next `npm run db:seed` (and `npm run dev`, and the test setup) reloads it.
DELETE FROM `place_search`;
--> statement-breakpoint
DELETE FROM `places`;
