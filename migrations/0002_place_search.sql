-- Full-text search over every name of a place (English, alternates, Devanagari, Tamil,
-- Telugu, and consonant-skeleton keys for misspellings). Contentless: rowid = places.id.
-- Token characters include combining marks (M*), so Indic vowel signs and viramas stay
-- inside words (unicode61's default splits "वाराणसी" into "व", "र", "णस"); remove_diacritics
-- still folds Latin accents ("Allahābād" matches "allahabad").
CREATE VIRTUAL TABLE `place_search` USING fts5(`names`, content='', contentless_delete=1, tokenize="unicode61 remove_diacritics 2 categories 'L* N* Co M*'");
