CREATE TABLE `consultation_packs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`astrologer_id` text NOT NULL,
	`service` text NOT NULL,
	`minutes` integer NOT NULL,
	`price_paise` integer NOT NULL,
	`original_price_paise` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`entry_seq` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`astrologer_id`) REFERENCES `astrologers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `consultation_packs_user_idx` ON `consultation_packs` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `dev_gateway_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`amount_paise` integer NOT NULL,
	`status` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`user_id` text NOT NULL,
	`key` text NOT NULL,
	`route` text NOT NULL,
	`request_hash` text NOT NULL,
	`state` text NOT NULL,
	`status` integer,
	`body` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `idempotency_keys_user_key_idx` ON `idempotency_keys` (`user_id`,`key`);--> statement-breakpoint
CREATE TABLE `payment_webhook_events` (
	`event_id` text PRIMARY KEY NOT NULL,
	`event` text NOT NULL,
	`processed_at` text,
	`received_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `promo_codes` (
	`code` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`value_bp` integer,
	`value_paise` integer,
	`max_bonus_paise` integer,
	`min_amount_paise` integer DEFAULT 100 NOT NULL,
	`expires_at` text,
	`usage_cap` integer,
	`used_count` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "promo_codes_value" CHECK(("promo_codes"."kind" = 'percent' AND "promo_codes"."value_bp" BETWEEN 1 AND 10000) OR ("promo_codes"."kind" = 'flat' AND "promo_codes"."value_paise" > 0)),
	CONSTRAINT "promo_codes_cap" CHECK("promo_codes"."usage_cap" IS NULL OR "promo_codes"."used_count" <= "promo_codes"."usage_cap")
);
--> statement-breakpoint
CREATE TABLE `promo_redemptions` (
	`code` text NOT NULL,
	`user_id` text NOT NULL,
	`order_id` text NOT NULL,
	`bonus_paise` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`code`) REFERENCES `promo_codes`(`code`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `promo_redemptions_code_user_idx` ON `promo_redemptions` (`code`,`user_id`);--> statement-breakpoint
CREATE TABLE `wallet_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`gateway` text NOT NULL,
	`receipt` text NOT NULL,
	`amount_paise` integer NOT NULL,
	`bonus_paise` integer DEFAULT 0 NOT NULL,
	`gst_bp` integer NOT NULL,
	`gst_paise` integer NOT NULL,
	`total_paise` integer NOT NULL,
	`promo_code` text,
	`status` text DEFAULT 'created' NOT NULL,
	`payment_id` text,
	`entry_seq` integer,
	`bonus_entry_seq` integer,
	`failure_reason` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`paid_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "wallet_orders_amounts" CHECK("wallet_orders"."amount_paise" >= 100 AND "wallet_orders"."bonus_paise" >= 0 AND "wallet_orders"."gst_paise" >= 0 AND "wallet_orders"."total_paise" = "wallet_orders"."amount_paise" + "wallet_orders"."gst_paise")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wallet_orders_receipt_unique` ON `wallet_orders` (`receipt`);--> statement-breakpoint
CREATE UNIQUE INDEX `wallet_orders_payment_id_unique` ON `wallet_orders` (`payment_id`);--> statement-breakpoint
CREATE INDEX `wallet_orders_user_idx` ON `wallet_orders` (`user_id`,`created_at`);