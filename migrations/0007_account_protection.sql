CREATE TABLE `signup_codes` (
	`email` text PRIMARY KEY NOT NULL,
	`code_id` text NOT NULL,
	`code_hash` text NOT NULL,
	`password_hash` text NOT NULL,
	`name` text,
	`language` text DEFAULT 'en' NOT NULL,
	`expires_at_ms` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created_at_ms` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `signup_codes_expires_idx` ON `signup_codes` (`expires_at_ms`);--> statement-breakpoint
ALTER TABLE `presence` ADD `address_hash` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `presence_address_idx` ON `presence` (`address_hash`,`last_seen_ms`);