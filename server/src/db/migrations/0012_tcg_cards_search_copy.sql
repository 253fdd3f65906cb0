-- tcg_cards keeps copies of its product's name, price, active flag and creation time, so a card search
-- filters and sorts one table (docs/decisions/006-tcg-card-columns.md). Triggers keep them: a card row takes
-- them from its product when inserted (or pointed at another product), and a product passes its changes on.
ALTER TABLE "tcg_cards" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tcg_cards" ADD COLUMN "price" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "tcg_cards" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tcg_cards" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "tcg_cards" c SET "name" = p."name", "price" = p."price", "is_active" = p."is_active", "created_at" = p."created_at"
  FROM "products" p WHERE p."tenant_id" = c."tenant_id" AND p."id" = c."product_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION tcg_cards_copy_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.name, p.price, p.is_active, p.created_at INTO NEW.name, NEW.price, NEW.is_active, NEW.created_at
    FROM products p WHERE p.tenant_id = NEW.tenant_id AND p.id = NEW.product_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER tcg_cards_copy_product BEFORE INSERT OR UPDATE OF "tenant_id", "product_id" ON "tcg_cards"
  FOR EACH ROW EXECUTE FUNCTION tcg_cards_copy_product();--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_pass_to_tcg_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tcg_cards SET name = NEW.name, price = NEW.price, is_active = NEW.is_active, created_at = NEW.created_at
    WHERE tenant_id = NEW.tenant_id AND product_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_pass_to_tcg_cards AFTER UPDATE OF "name", "price", "is_active", "created_at" ON "products"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."price" IS DISTINCT FROM NEW."price"
    OR OLD."is_active" IS DISTINCT FROM NEW."is_active" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
  EXECUTE FUNCTION products_pass_to_tcg_cards();--> statement-breakpoint
CREATE INDEX "tcg_cards_name_idx" ON "tcg_cards" USING btree ("tenant_id","name","product_id");--> statement-breakpoint
CREATE INDEX "tcg_cards_price_idx" ON "tcg_cards" USING btree ("tenant_id","price","product_id");--> statement-breakpoint
CREATE INDEX "tcg_cards_created_idx" ON "tcg_cards" USING btree ("tenant_id","created_at","product_id");--> statement-breakpoint
CREATE INDEX "tcg_terms_value_trgm_idx" ON "tcg_terms" USING gin ("value" gin_trgm_ops);
