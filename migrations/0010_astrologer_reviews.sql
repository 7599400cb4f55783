CREATE TABLE `astrologer_reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`astrologer_id` text NOT NULL,
	`author` text NOT NULL,
	`rating` integer NOT NULL,
	`lang` text NOT NULL,
	`body` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`astrologer_id`) REFERENCES `astrologers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "astrologer_reviews_rating_range" CHECK("astrologer_reviews"."rating" >= 1 AND "astrologer_reviews"."rating" <= 5)
);
--> statement-breakpoint
CREATE INDEX `astrologer_reviews_astrologer_created_idx` ON `astrologer_reviews` (`astrologer_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `astrologers` ADD `name_hi` text;--> statement-breakpoint
ALTER TABLE `astrologers` ADD `name_ta` text;--> statement-breakpoint
ALTER TABLE `astrologers` ADD `name_te` text;--> statement-breakpoint
ALTER TABLE `astrologers` ADD `bio_hi` text;--> statement-breakpoint
ALTER TABLE `astrologers` ADD `bio_ta` text;--> statement-breakpoint
ALTER TABLE `astrologers` ADD `bio_te` text;