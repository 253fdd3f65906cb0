ALTER TABLE "order_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_tenant_id_variant_id_product_variants_tenant_id_id_fk" FOREIGN KEY ("tenant_id","variant_id") REFERENCES "public"."product_variants"("tenant_id","id") ON DELETE SET NULL ("variant_id") ON UPDATE no action;--> statement-breakpoint
-- Lines placed before this column name their variant only by name: find it again on the same product.
UPDATE "order_items" i SET "variant_id" = v."id"
FROM "product_variants" v
WHERE v."tenant_id" = i."tenant_id" AND v."product_id" = i."product_id" AND v."name" = i."variant_name";
