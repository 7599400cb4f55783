CREATE TABLE `bookings` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`astrologer_id` text NOT NULL,
	`kind` text NOT NULL,
	`starts_at` text NOT NULL,
	`minutes` integer DEFAULT 30 NOT NULL,
	`status` text DEFAULT 'booked' NOT NULL,
	`cancelled_by` text,
	`cancelled_at` text,
	`consultation_id` text,
	`origin` text NOT NULL,
	`confirm_sent_at` text,
	`reminder_sent_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`astrologer_id`) REFERENCES `astrologers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "bookings_minutes_positive" CHECK("bookings"."minutes" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_one_per_slot_idx` ON `bookings` (`astrologer_id`,`starts_at`) WHERE status = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_one_per_user_start_idx` ON `bookings` (`user_id`,`starts_at`) WHERE status = 'booked';--> statement-breakpoint
CREATE INDEX `bookings_user_idx` ON `bookings` (`user_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `bookings_astrologer_idx` ON `bookings` (`astrologer_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `bookings_due_idx` ON `bookings` (`status`,`reminder_sent_at`,`starts_at`);