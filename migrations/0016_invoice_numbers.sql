CREATE TABLE `invoice_series` (
	`financial_year` text PRIMARY KEY NOT NULL,
	`last` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `wallet_orders` ADD `invoice_number` text;--> statement-breakpoint
CREATE UNIQUE INDEX `wallet_orders_invoice_number_unique` ON `wallet_orders` (`invoice_number`);