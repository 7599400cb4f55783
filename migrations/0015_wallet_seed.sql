-- Wallet settings and the first promo codes (issue 20), seeded once; the admin edits them later.
-- Recharge packs and the ceiling are in paise: ₹50 … ₹10,000 suggested, ₹1,00,000 at most per
-- recharge (Razorpay's minimum is ₹1, enforced by the contract). The seller printed on GST receipts
-- starts with the site's name only: the operator sets its address, state, GSTIN and email before
-- taking real payments (README, "Payments").
INSERT INTO `settings` (`key`, `value`) VALUES
	('wallet.rechargePacksPaise', '[5000,10000,20000,50000,100000,200000,500000,1000000]'),
	('wallet.maxRechargePaise', '10000000'),
	('seller', '{"name":"Jyotish Setu","address":"","state":"","gstin":"","email":""}');
--> statement-breakpoint
-- WELCOME50: 50 % bonus on a recharge, at most ₹100, once per user.
-- RECHARGE100: a flat ₹100 bonus on a recharge of ₹1,000 or more, once per user, 10,000 uses in all.
INSERT INTO `promo_codes` (`code`, `kind`, `value_bp`, `value_paise`, `max_bonus_paise`, `min_amount_paise`, `expires_at`, `usage_cap`) VALUES
	('WELCOME50', 'percent', 5000, NULL, 10000, 100, NULL, NULL),
	('RECHARGE100', 'flat', NULL, 10000, NULL, 100000, NULL, 10000);
