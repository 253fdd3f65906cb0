ALTER TABLE "buylist_lines" ADD COLUMN "submitted_condition" text;--> statement-breakpoint
ALTER TABLE "buylist_lines" ADD COLUMN "submitted_finish" text;--> statement-breakpoint
ALTER TABLE "buylist_lines" ADD COLUMN "submitted_cash_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "buylist_lines" ADD COLUMN "submitted_credit_price" numeric(12, 2);