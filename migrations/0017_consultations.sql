CREATE TABLE `astrologer_applications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`bio` text NOT NULL,
	`experience_years` integer NOT NULL,
	`languages` text NOT NULL,
	`specialties` text NOT NULL,
	`rate_per_minute_paise` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`note` text,
	`astrologer_id` text,
	`decided_by` text,
	`decided_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`astrologer_id`) REFERENCES `astrologers`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "astrologer_applications_rate_positive" CHECK("astrologer_applications"."rate_per_minute_paise" > 0)
);
--> statement-breakpoint
CREATE INDEX `astrologer_applications_user_idx` ON `astrologer_applications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `astrologer_applications_status_idx` ON `astrologer_applications` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `consultation_messages` (
	`consultation_id` text NOT NULL,
	`seq` integer NOT NULL,
	`sender` text NOT NULL,
	`body` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`consultation_id`) REFERENCES `consultations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `consultation_messages_pk` ON `consultation_messages` (`consultation_id`,`seq`);--> statement-breakpoint
CREATE TABLE `consultations` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`astrologer_id` text NOT NULL,
	`kind` text NOT NULL,
	`plan` text NOT NULL,
	`pack_id` text,
	`status` text NOT NULL,
	`rate_per_minute_paise` integer NOT NULL,
	`free_minutes` integer DEFAULT 0 NOT NULL,
	`chart_id` text,
	`requested_at` text NOT NULL,
	`accepted_at` text,
	`started_at` text,
	`ended_at` text,
	`end_reason` text,
	`served_seconds` integer DEFAULT 0 NOT NULL,
	`billed_minutes` integer DEFAULT 0 NOT NULL,
	`amount_paise` integer DEFAULT 0 NOT NULL,
	`refund_paise` integer DEFAULT 0 NOT NULL,
	`astrologer_share_paise` integer DEFAULT 0 NOT NULL,
	`receipt` text,
	`settled_at` text,
	`rating` integer,
	`review` text,
	`reviewed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`astrologer_id`) REFERENCES `astrologers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`pack_id`) REFERENCES `consultation_packs`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "consultations_rating_range" CHECK("consultations"."rating" IS NULL OR ("consultations"."rating" >= 1 AND "consultations"."rating" <= 5))
);
--> statement-breakpoint
CREATE INDEX `consultations_user_idx` ON `consultations` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `consultations_astrologer_status_idx` ON `consultations` (`astrologer_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `consultations_created_idx` ON `consultations` (`created_at`);--> statement-breakpoint
CREATE TABLE `free_chat_claims` (
	`user_id` text PRIMARY KEY NOT NULL,
	`consultation_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `support_tickets` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`consultation_id` text,
	`topic` text NOT NULL,
	`body` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`consultation_id`) REFERENCES `consultations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `support_tickets_user_idx` ON `support_tickets` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `support_tickets_status_idx` ON `support_tickets` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `astrologer_reviews` ADD `consultation_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `astrologer_reviews_consultation_id_unique` ON `astrologer_reviews` (`consultation_id`);--> statement-breakpoint
ALTER TABLE `astrologers` ADD `user_id` text;--> statement-breakpoint
ALTER TABLE `astrologers` ADD `photo_key` text;--> statement-breakpoint
ALTER TABLE `astrologers` ADD `call_rate_per_minute_paise` integer;--> statement-breakpoint
ALTER TABLE `astrologers` ADD `video_rate_per_minute_paise` integer;--> statement-breakpoint
ALTER TABLE `astrologers` ADD `availability` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `astrologers_user_id_unique` ON `astrologers` (`user_id`);