DROP INDEX "products_tenant_category_idx";--> statement-breakpoint
CREATE INDEX "products_tenant_category_name_idx" ON "products" USING btree ("tenant_id","category_id",lower("name"),"id");