CREATE TABLE `phone_codes` (
	`phone` text PRIMARY KEY NOT NULL,
	`code_id` text NOT NULL,
	`code_hash` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`expires_at_ms` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created_at_ms` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `phone_codes_expires_idx` ON `phone_codes` (`expires_at_ms`);--> statement-breakpoint
CREATE TABLE `sms_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to` text NOT NULL,
	`text` text NOT NULL,
	`created_at_ms` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sms_outbox_to_idx` ON `sms_outbox` (`to`,`created_at_ms`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text,
	`password_hash` text,
	`role` text DEFAULT 'user' NOT NULL,
	`name` text,
	`phone` text,
	`language` text DEFAULT 'en' NOT NULL,
	`balance_paise` integer DEFAULT 0 NOT NULL,
	`token_version` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "users_email_lower" CHECK("__new_users"."email" = lower("__new_users"."email")),
	CONSTRAINT "users_balance_nonnegative" CHECK("__new_users"."balance_paise" >= 0)
);
--> statement-breakpoint
INSERT INTO `__new_users`("id", "email", "password_hash", "role", "name", "phone", "language", "balance_paise", "token_version", "created_at", "updated_at") SELECT "id", "email", "password_hash", "role", "name", "phone", "language", "balance_paise", "token_version", "created_at", "updated_at" FROM `users`;--> statement-breakpoint
DROP TABLE `users`;--> statement-breakpoint
ALTER TABLE `__new_users` RENAME TO `users`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);