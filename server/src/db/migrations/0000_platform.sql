-- The platform's foundations every later migration relies on.
-- pg_trgm: typo-tolerant search. current_tenant_id(): what row-level-security policies compare with.
-- storefront_app: the role requests run as; it is neither owner nor superuser, so policies apply to it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION current_tenant_id() RETURNS uuid
  LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.tenant_id', true), '')::uuid $$;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'storefront_app') THEN
    CREATE ROLE storefront_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
  IF NOT pg_has_role(current_user, 'storefront_app', 'MEMBER') THEN
    EXECUTE format('GRANT storefront_app TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO storefront_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO storefront_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO storefront_app;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION current_tenant_id() TO storefront_app;
