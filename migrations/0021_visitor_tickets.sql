PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_support_tickets` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`consultation_id` text,
	`topic` text NOT NULL,
	`body` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`email` text,
	`name` text,
	`locale` text DEFAULT 'en' NOT NULL,
	`reply` text,
	`replied_by` text,
	`replied_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`consultation_id`) REFERENCES `consultations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_support_tickets`("id", "user_id", "consultation_id", "topic", "body", "status", "email", "name", "locale", "reply", "replied_by", "replied_at", "created_at") SELECT "id", "user_id", "consultation_id", "topic", "body", "status", "email", "name", "locale", "reply", "replied_by", "replied_at", "created_at" FROM `support_tickets`;--> statement-breakpoint
DROP TABLE `support_tickets`;--> statement-breakpoint
ALTER TABLE `__new_support_tickets` RENAME TO `support_tickets`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `support_tickets_user_idx` ON `support_tickets` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `support_tickets_status_idx` ON `support_tickets` (`status`,`created_at`);