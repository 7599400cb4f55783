CREATE TABLE `presence` (
	`visitor` text PRIMARY KEY NOT NULL,
	`last_seen_ms` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `presence_last_seen_idx` ON `presence` (`last_seen_ms`);