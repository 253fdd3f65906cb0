CREATE TABLE "import_jobs" (
	"tenant_id" uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "import_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"holder_id" integer,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"file_bytes" bigint NOT NULL,
	"detected_format" text,
	"format" text,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"read_bytes" bigint DEFAULT 0 NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"staged" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"to_write" integer DEFAULT 0 NOT NULL,
	"written" integer DEFAULT 0 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "import_jobs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "import_jobs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "import_skips" (
	"tenant_id" uuid NOT NULL,
	"job_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"line" integer NOT NULL,
	"name" text NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "import_skips_tenant_id_job_id_seq_pk" PRIMARY KEY("tenant_id","job_id","seq")
);
--> statement-breakpoint
ALTER TABLE "import_skips" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "import_staged" (
	"tenant_id" uuid NOT NULL,
	"job_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	CONSTRAINT "import_staged_tenant_id_job_id_seq_pk" PRIMARY KEY("tenant_id","job_id","seq")
);
--> statement-breakpoint
ALTER TABLE "import_staged" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_holder_fk" FOREIGN KEY ("tenant_id","holder_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_skips" ADD CONSTRAINT "import_skips_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_skips" ADD CONSTRAINT "import_skips_tenant_id_job_id_import_jobs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","job_id") REFERENCES "public"."import_jobs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_staged" ADD CONSTRAINT "import_staged_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_staged" ADD CONSTRAINT "import_staged_tenant_id_job_id_import_jobs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","job_id") REFERENCES "public"."import_jobs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_jobs_tenant_user_idx" ON "import_jobs" USING btree ("tenant_id","user_id","id");--> statement-breakpoint
CREATE INDEX "import_staged_tenant_job_key_idx" ON "import_staged" USING btree ("tenant_id","job_id","key");--> statement-breakpoint
CREATE POLICY "import_jobs_tenant_isolation" ON "import_jobs" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());--> statement-breakpoint
CREATE POLICY "import_skips_tenant_isolation" ON "import_skips" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());--> statement-breakpoint
CREATE POLICY "import_staged_tenant_isolation" ON "import_staged" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_tenant_id()) WITH CHECK (tenant_id = current_tenant_id());