DROP INDEX "supplier_stocks_variant_supplier_idx";--> statement-breakpoint
ALTER TABLE "supplier_stocks" ALTER COLUMN "supplier_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "tally" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_stocks" ADD CONSTRAINT "supplier_stocks_variant_supplier_idx" UNIQUE NULLS NOT DISTINCT("tenant_id","variant_id","supplier_id");