CREATE TABLE "catalog_changes" (
	"tenant_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"txid" bigint NOT NULL,
	CONSTRAINT "catalog_changes_tenant_id_product_id_pk" PRIMARY KEY("tenant_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "catalog_changes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "catalog_changes" ADD CONSTRAINT "catalog_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_changes_txid_idx" ON "catalog_changes" USING btree ("tenant_id","txid");--> statement-breakpoint
CREATE POLICY "catalog_changes_tenant_isolation" ON "catalog_changes" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());--> statement-breakpoint
-- Hand-written (like 0025): the triggers that log which products changed, for the catalogue's in-process
-- structures (docs/decisions/050-catalogue-change-log.md). Statement-level with transition tables, so an
-- import of 50,000 products logs them in one insert; distinct, as one statement may touch a product twice;
-- in product order, so two statements logging the same products lock their rows in the same order.
CREATE OR REPLACE FUNCTION catalog_log_changes(tenant_ids uuid[], product_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO catalog_changes (tenant_id, product_id, txid)
    SELECT DISTINCT c.tenant_id, c.product_id, pg_current_xact_id()::text::bigint
    FROM unnest(tenant_ids, product_ids) AS c(tenant_id, product_id)
    WHERE c.product_id IS NOT NULL
      -- A store being deleted cascades to its rows: nothing to log for it (nor a tenant to refer to).
      AND EXISTS (SELECT 1 FROM tenants t WHERE t.id = c.tenant_id)
    ORDER BY c.tenant_id, c.product_id
    ON CONFLICT (tenant_id, product_id) DO UPDATE SET txid = EXCLUDED.txid;
$$;--> statement-breakpoint
-- products: the row's own id.
CREATE OR REPLACE FUNCTION catalog_log_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM catalog_log_changes(array(SELECT tenant_id FROM old_rows ORDER BY tenant_id, id),
      array(SELECT id FROM old_rows ORDER BY tenant_id, id));
  ELSE
    PERFORM catalog_log_changes(array(SELECT tenant_id FROM new_rows ORDER BY tenant_id, id),
      array(SELECT id FROM new_rows ORDER BY tenant_id, id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- product_cards, product_variants, supplier_stocks: the product the row belongs to (before and after an
-- update, which may move it to another product).
CREATE OR REPLACE FUNCTION catalog_log_product_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM catalog_log_changes(array(SELECT tenant_id FROM new_rows ORDER BY tenant_id, product_id),
      array(SELECT product_id FROM new_rows ORDER BY tenant_id, product_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM catalog_log_changes(array(SELECT tenant_id FROM old_rows ORDER BY tenant_id, product_id),
      array(SELECT product_id FROM old_rows ORDER BY tenant_id, product_id));
  ELSE
    PERFORM catalog_log_changes(
      array(SELECT tenant_id FROM (SELECT tenant_id, product_id FROM old_rows UNION SELECT tenant_id, product_id FROM new_rows) r ORDER BY tenant_id, product_id),
      array(SELECT product_id FROM (SELECT tenant_id, product_id FROM old_rows UNION SELECT tenant_id, product_id FROM new_rows) r ORDER BY tenant_id, product_id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- categories, product_types: product 0, "the store's categories or types changed".
CREATE OR REPLACE FUNCTION catalog_log_store_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM catalog_log_changes(array(SELECT DISTINCT tenant_id FROM old_rows ORDER BY tenant_id),
      array(SELECT 0 FROM (SELECT DISTINCT tenant_id FROM old_rows) t));
  ELSE
    PERFORM catalog_log_changes(array(SELECT DISTINCT tenant_id FROM new_rows ORDER BY tenant_id),
      array(SELECT 0 FROM (SELECT DISTINCT tenant_id FROM new_rows) t));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_changes_insert AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_products();--> statement-breakpoint
CREATE TRIGGER products_changes_update AFTER UPDATE ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_products();--> statement-breakpoint
CREATE TRIGGER products_changes_delete AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_products();--> statement-breakpoint
CREATE TRIGGER product_cards_changes_insert AFTER INSERT ON "product_cards" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_product_rows();--> statement-breakpoint
CREATE TRIGGER product_cards_changes_update AFTER UPDATE ON "product_cards" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_product_rows();--> statement-breakpoint
CREATE TRIGGER product_cards_changes_delete AFTER DELETE ON "product_cards" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_product_rows();--> statement-breakpoint
CREATE TRIGGER product_variants_changes_insert AFTER INSERT ON "product_variants" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_product_rows();--> statement-breakpoint
CREATE TRIGGER product_variants_changes_update AFTER UPDATE ON "product_variants" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_product_rows();--> statement-breakpoint
CREATE TRIGGER product_variants_changes_delete AFTER DELETE ON "product_variants" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_product_rows();--> statement-breakpoint
CREATE TRIGGER supplier_stocks_changes_insert AFTER INSERT ON "supplier_stocks" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_product_rows();--> statement-breakpoint
CREATE TRIGGER supplier_stocks_changes_update AFTER UPDATE ON "supplier_stocks" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_product_rows();--> statement-breakpoint
CREATE TRIGGER supplier_stocks_changes_delete AFTER DELETE ON "supplier_stocks" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_product_rows();--> statement-breakpoint
CREATE TRIGGER categories_changes_insert AFTER INSERT ON "categories" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_store_rows();--> statement-breakpoint
CREATE TRIGGER categories_changes_update AFTER UPDATE ON "categories" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_store_rows();--> statement-breakpoint
CREATE TRIGGER categories_changes_delete AFTER DELETE ON "categories" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_store_rows();--> statement-breakpoint
CREATE TRIGGER product_types_changes_insert AFTER INSERT ON "product_types" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_store_rows();--> statement-breakpoint
CREATE TRIGGER product_types_changes_update AFTER UPDATE ON "product_types" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_store_rows();--> statement-breakpoint
CREATE TRIGGER product_types_changes_delete AFTER DELETE ON "product_types" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_store_rows();
