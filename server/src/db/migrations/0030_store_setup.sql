ALTER TABLE "product_uploads" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "opened_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "setup_steps" jsonb DEFAULT '{}'::jsonb NOT NULL;