ALTER TABLE `users` ADD `phone_e164` text;--> statement-breakpoint
CREATE UNIQUE INDEX `users_phone_e164_unique` ON `users` (`phone_e164`);