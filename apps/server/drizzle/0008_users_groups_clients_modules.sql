CREATE TABLE "user_group_members" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "user_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"module_id" integer NOT NULL,
	"name" text NOT NULL,
	"dms_id" text,
	"door_type" integer DEFAULT 1 NOT NULL,
	"lock_type" integer DEFAULT 0 NOT NULL,
	"local_access_key" text,
	"has_charger" boolean DEFAULT false NOT NULL,
	"max_concurrent" integer DEFAULT 1 NOT NULL,
	"door_id" integer,
	"tags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_door_type" CHECK ("items"."door_type" in (0, 1, 2, 3, 4)),
	CONSTRAINT "items_lock_type" CHECK ("items"."lock_type" in (0, 1, 2, 3)),
	CONSTRAINT "items_max_concurrent" CHECK ("items"."max_concurrent" >= 1)
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "modules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"location_id" integer,
	"tags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"creator_user_id" integer NOT NULL,
	"order_id" integer,
	"door_id" integer,
	"direction" integer NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_logs_direction" CHECK ("access_logs"."direction" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"card_id" text NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"expire_date" text NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "from" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "send_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "sent_or_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "retries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_groups" ADD COLUMN "concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_group_id_user_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."user_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_door_id_doors_id_fk" FOREIGN KEY ("door_id") REFERENCES "public"."doors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_logs" ADD CONSTRAINT "access_logs_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_logs" ADD CONSTRAINT "access_logs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_logs" ADD CONSTRAINT "access_logs_door_id_doors_id_fk" FOREIGN KEY ("door_id") REFERENCES "public"."doors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_group_members_user_id" ON "user_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "items_module_id" ON "items" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "items_door_id" ON "items" USING btree ("door_id");--> statement-breakpoint
CREATE INDEX "modules_location_id" ON "modules" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "access_logs_creator_user_id_creation_time" ON "access_logs" USING btree ("creator_user_id","creation_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_cards_user_id" ON "payment_cards" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_is_admin_creation_time" ON "users" USING btree ("is_admin","creation_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_search_trigram" ON "users" USING gin (("user_name" || ' ' || "name" || ' ' || "surname" || ' ' || coalesce("email_address", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbox_messages_user_id_creation_time" ON "outbox_messages" USING btree ("user_id","creation_time" DESC NULLS LAST,"id" DESC NULLS LAST);