CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "countries_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	CONSTRAINT "languages_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "location_groups" (
	"location_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "location_groups_location_id_group_id_pk" PRIMARY KEY("location_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"client_id" integer,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locks" (
	"serial" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"lock_type" integer NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locks_lock_type" CHECK ("locks"."lock_type" in (2, 3))
);
--> statement-breakpoint
CREATE TABLE "door_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "door_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"door_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"user_id" integer,
	"creation_time" timestamp with time zone NOT NULL,
	CONSTRAINT "door_events_kind" CHECK ("door_events"."kind" in ('enabled', 'disabled', 'unlocked'))
);
--> statement-breakpoint
CREATE TABLE "entity_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "entity_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"change_time" timestamp with time zone NOT NULL,
	"change_type" integer NOT NULL,
	"entity_type_full_name" text NOT NULL,
	"entity_id" text NOT NULL,
	"user_id" integer,
	"property_changes" jsonb NOT NULL,
	CONSTRAINT "entity_changes_change_type" CHECK ("entity_changes"."change_type" in (0, 1, 2))
);
--> statement-breakpoint
ALTER TABLE "doors" ADD COLUMN "concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "location_groups" ADD CONSTRAINT "location_groups_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_groups" ADD CONSTRAINT "location_groups_group_id_user_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."user_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_events" ADD CONSTRAINT "door_events_door_id_doors_id_fk" FOREIGN KEY ("door_id") REFERENCES "public"."doors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_events" ADD CONSTRAINT "door_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_changes" ADD CONSTRAINT "entity_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "location_groups_group_id" ON "location_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "user_groups_client_id" ON "user_groups" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "door_events_door_id" ON "door_events" USING btree ("door_id","id");--> statement-breakpoint
CREATE INDEX "entity_changes_entity" ON "entity_changes" USING btree ("entity_type_full_name","entity_id","id");--> statement-breakpoint
CREATE INDEX "entity_changes_change_time" ON "entity_changes" USING btree ("change_time","id");--> statement-breakpoint
INSERT INTO "countries" ("id", "name") VALUES (1, 'Norway'), (2, 'Sweden'), (3, 'Finland'), (4, 'Denmark');--> statement-breakpoint
INSERT INTO "languages" ("id", "name", "display_name") VALUES (1, 'en', 'English'), (2, 'nb', 'Norsk');
