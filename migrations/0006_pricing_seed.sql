-- Prices and site settings (issue 17), seeded once; the admin edits the rows later.
-- Money is integer paise (GST-inclusive), rates are basis points (10000 = 100 %).
-- Spec §1 and §9: first 5 minutes of chat free; chat pack of 20 minutes at 15 % off;
-- premium reports from ₹499; GST 18 %. Call and video packs and the astrologer's share are
-- this project's choices.
INSERT INTO `settings` (`key`, `value`) VALUES
	('pricing.freeChatMinutes', '5'),
	('pricing.packs.chat', '{"minutes":20,"discountBp":1500}'),
	('pricing.packs.call', '{"minutes":20,"discountBp":1000}'),
	('pricing.packs.video', '{"minutes":15,"discountBp":1000}'),
	('pricing.gstBp', '1800'),
	('pricing.astrologerShareBp', '6000'),
	('claims.astrologers', '"100+"'),
	('claims.rating', '"4.8/5"'),
	('claims.users', '"50K+"'),
	('claims.years', '"20"'),
	('claims.availability', '"24/7"');
--> statement-breakpoint
INSERT INTO `products` (`id`, `kind`, `price_paise`, `sections`, `sort_order`) VALUES
	('report-life', 'report', 149900, 82, 1),
	('report-career', 'report', 69900, NULL, 2),
	('report-marriage', 'report', 69900, NULL, 3),
	('report-child', 'report', 59900, NULL, 4),
	('report-yearly', 'report', 49900, NULL, 5);
