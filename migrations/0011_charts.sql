CREATE TABLE `charts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`relation` text NOT NULL,
	`gender` text,
	`birth_date` text NOT NULL,
	`birth_time` text NOT NULL,
	`location` text,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`timezone` text,
	`utc_offset_hours` real,
	`options` text NOT NULL,
	`birth_key` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `charts_user_created_idx` ON `charts` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `charts_user_birth_key_idx` ON `charts` (`user_id`,`birth_key`);