DROP INDEX "products_tenant_name_idx";--> statement-breakpoint
CREATE INDEX "products_tenant_name_sort_idx" ON "products" USING btree ("tenant_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "tcg_cards_name_sort_idx" ON "tcg_cards" USING btree ("tenant_id",lower("name"),"product_id");