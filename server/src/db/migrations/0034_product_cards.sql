CREATE TABLE "product_cards" (
	"tenant_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"item" json NOT NULL,
	"supplier_email" text,
	CONSTRAINT "product_cards_tenant_id_product_id_pk" PRIMARY KEY("tenant_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "product_cards" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "product_cards" ADD CONSTRAINT "product_cards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cards" ADD CONSTRAINT "product_cards_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "product_cards_tenant_isolation" ON "product_cards" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());--> statement-breakpoint
-- hand-written: product cards (decision 029) follow every table they are made of through statement-level
-- triggers with transition tables, in the writing transaction, so every writer (the app, imports, bulk
-- pricing, cascades of a delete, SQL typed by hand) keeps them right. refresh_product_cards rebuilds the
-- cards of the (store, product) pairs it is given; the JSON is catalog.rows.ts `toListItem` without the
-- stock (read live) and without the supplier's e-mail (its own column: only staff see it).
CREATE FUNCTION refresh_product_cards(tenants uuid[], ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL THEN RETURN; END IF;
  INSERT INTO product_cards (tenant_id, product_id, item, supplier_email)
  SELECT p.tenant_id, p.id, json_build_object(
      'id', p.id, 'slug', p.slug, 'name', p.name, 'sku', p.sku, 'short_description', p.short_description,
      'price', p.price::text, 'compare_at_price', p.compare_at_price::text,
      'image', CASE WHEN coalesce(img.file, '') = '' THEN NULL
        ELSE json_build_object('file', img.file, 'alt_text', coalesce(nullif(img.alt_text, ''), p.name)) END,
      'category', CASE WHEN c.id IS NULL THEN NULL
        ELSE json_build_object('id', c.id, 'slug', c.slug, 'name', c.name, 'description', c.description) END,
      'product_type', CASE WHEN t.id IS NULL THEN NULL
        ELSE json_build_object('id', t.id, 'slug', t.slug, 'name', t.name, 'description', t.description) END,
      'supplier', CASE WHEN coalesce(u.username, '') = '' THEN NULL
        ELSE json_build_object('username', u.username) END,
      'is_marketplace_product', p.is_marketplace_product, 'is_featured', p.is_featured,
      'is_active', p.is_active, 'attributes', p.attributes, 'release_date', p.release_date::text,
      'created_at', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
    u.email
  FROM (SELECT DISTINCT w.tenant_id, w.product_id FROM unnest(tenants, ids) AS w(tenant_id, product_id)) w
  JOIN products p ON p.tenant_id = w.tenant_id AND p.id = w.product_id
  LEFT JOIN categories c ON c.tenant_id = p.tenant_id AND c.id = p.category_id
  LEFT JOIN product_types t ON t.tenant_id = p.tenant_id AND t.id = p.product_type_id
  LEFT JOIN users u ON u.tenant_id = p.tenant_id AND u.id = p.supplier_id
  LEFT JOIN LATERAL (
    SELECT i.file, i.alt_text FROM product_images i
    WHERE i.tenant_id = p.tenant_id AND i.product_id = p.id
    ORDER BY i.sort_order, i.id LIMIT 1
  ) img ON true
  ORDER BY p.tenant_id, p.id
  ON CONFLICT (tenant_id, product_id) DO UPDATE
    SET item = EXCLUDED.item, supplier_email = EXCLUDED.supplier_email;
END $$;--> statement-breakpoint
-- A product's card changes with its own shown columns (not units_sold, updated_at, metadata or the texts
-- of its page): checkout's units_sold update finds no changed row and rebuilds nothing.
CREATE FUNCTION product_cards_follow_products() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tenants uuid[];
  ids int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.tenant_id), array_agg(n.id) INTO tenants, ids FROM new_rows n;
  ELSE
    SELECT array_agg(n.tenant_id), array_agg(n.id) INTO tenants, ids
    FROM new_rows n JOIN old_rows o ON o.tenant_id = n.tenant_id AND o.id = n.id
    WHERE (n.slug, n.name, n.sku, n.short_description, n.price, n.compare_at_price, n.category_id,
           n.product_type_id, n.supplier_id, n.is_marketplace_product, n.is_featured, n.is_active,
           n.attributes, n.release_date, n.created_at)
      IS DISTINCT FROM
          (o.slug, o.name, o.sku, o.short_description, o.price, o.compare_at_price, o.category_id,
           o.product_type_id, o.supplier_id, o.is_marketplace_product, o.is_featured, o.is_active,
           o.attributes, o.release_date, o.created_at);
  END IF;
  PERFORM refresh_product_cards(tenants, ids);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Any image change may change which image is first (or its file and alt text).
CREATE FUNCTION product_cards_follow_images() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tenants uuid[];
  ids int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.tenant_id), array_agg(n.product_id) INTO tenants, ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.tenant_id), array_agg(o.product_id) INTO tenants, ids FROM old_rows o;
  ELSE
    SELECT array_agg(r.tenant_id), array_agg(r.product_id) INTO tenants, ids
    FROM (SELECT tenant_id, product_id FROM new_rows UNION SELECT tenant_id, product_id FROM old_rows) r;
  END IF;
  PERFORM refresh_product_cards(tenants, ids);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A category, type or supplier shown on cards: its products' cards change with its shown fields (found
-- first, so a sign-in's update of users scans no products). A delete sets the products' key to null, which
-- the products trigger sees. TG_ARGV[0] names the products column that points at the changed table.
CREATE FUNCTION product_cards_follow_parts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shown text := CASE TG_TABLE_NAME WHEN 'users' THEN 'username, email' ELSE 'slug, name, description' END;
  tenants uuid[];
  ids int[];
BEGIN
  EXECUTE format('SELECT array_agg(n.tenant_id), array_agg(n.id)'
      || ' FROM new_rows n JOIN old_rows o ON o.tenant_id = n.tenant_id AND o.id = n.id'
      || ' WHERE (%s) IS DISTINCT FROM (%s)',
    'n.' || replace(shown, ', ', ', n.'), 'o.' || replace(shown, ', ', ', o.'))
    INTO tenants, ids;
  IF ids IS NULL THEN RETURN NULL; END IF;
  EXECUTE format('SELECT array_agg(p.tenant_id), array_agg(p.id) FROM unnest($1, $2) AS w(tenant_id, id)'
      || ' JOIN products p ON p.tenant_id = w.tenant_id AND p.%I = w.id', TG_ARGV[0])
    INTO tenants, ids USING tenants, ids;
  PERFORM refresh_product_cards(tenants, ids);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_cards_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_follow_products();--> statement-breakpoint
CREATE TRIGGER products_cards_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_follow_products();--> statement-breakpoint
CREATE TRIGGER product_images_cards_insert AFTER INSERT ON product_images
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_follow_images();--> statement-breakpoint
CREATE TRIGGER product_images_cards_update AFTER UPDATE ON product_images
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_follow_images();--> statement-breakpoint
CREATE TRIGGER product_images_cards_delete AFTER DELETE ON product_images
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_follow_images();--> statement-breakpoint
CREATE TRIGGER categories_cards_update AFTER UPDATE ON categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_follow_parts('category_id');--> statement-breakpoint
CREATE TRIGGER product_types_cards_update AFTER UPDATE ON product_types
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_follow_parts('product_type_id');--> statement-breakpoint
CREATE TRIGGER users_cards_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_follow_parts('supplier_id');--> statement-breakpoint
SELECT refresh_product_cards(array_agg(tenant_id), array_agg(id)) FROM products;
