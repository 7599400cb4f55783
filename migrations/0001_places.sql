CREATE TABLE `places` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`state` text,
	`country` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`population` integer NOT NULL,
	`timezone` text NOT NULL,
	`name_hi` text,
	`name_ta` text,
	`name_te` text,
	`alt_names` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `places_population_idx` ON `places` (`population`);