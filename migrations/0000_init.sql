CREATE TABLE `astrologers` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`image` text,
	`is_online` integer DEFAULT false NOT NULL,
	`experience_years` integer NOT NULL,
	`rating` real NOT NULL,
	`reviews_count` integer DEFAULT 0 NOT NULL,
	`specialties` text NOT NULL,
	`rate_per_minute_paise` integer NOT NULL,
	`languages` text NOT NULL,
	`bio` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "astrologers_rating_range" CHECK("astrologers"."rating" >= 0 AND "astrologers"."rating" <= 5),
	CONSTRAINT "astrologers_rate_positive" CHECK("astrologers"."rate_per_minute_paise" > 0),
	CONSTRAINT "astrologers_experience_range" CHECK("astrologers"."experience_years" >= 0 AND "astrologers"."experience_years" <= 80)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `astrologers_slug_unique` ON `astrologers` (`slug`);--> statement-breakpoint
CREATE INDEX `astrologers_online_rating_idx` ON `astrologers` (`is_online`,`rating`);