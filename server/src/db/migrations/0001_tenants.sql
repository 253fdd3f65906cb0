CREATE TABLE "tenants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"primary_color" text,
	"secondary_color" text,
	"logo_url" text,
	"app_type" text,
	"client_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "tenants" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "tenants_domains_idx" ON "tenants" USING gin ("domains");--> statement-breakpoint
CREATE POLICY "tenants_self_only" ON "tenants" AS PERMISSIVE FOR ALL TO public USING (id = current_tenant_id()) WITH CHECK (id = current_tenant_id());