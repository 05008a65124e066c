CREATE TABLE "diagnostics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diagnostics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"door_id" integer NOT NULL,
	"status" integer NOT NULL,
	"diagnostic_date_time" timestamp with time zone NOT NULL,
	"is_new_user" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diagnostics_status" CHECK ("diagnostics"."status" in (0, 1, 2))
);
--> statement-breakpoint
ALTER TABLE "diagnostics" ADD CONSTRAINT "diagnostics_door_id_doors_id_fk" FOREIGN KEY ("door_id") REFERENCES "public"."doors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diagnostics_door_id" ON "diagnostics" USING btree ("door_id","id");--> statement-breakpoint
CREATE INDEX "diagnostics_door_creation_time" ON "diagnostics" USING btree ("door_id","creation_time","status");--> statement-breakpoint
CREATE INDEX "diagnostics_door_status" ON "diagnostics" USING btree ("door_id","status","id");--> statement-breakpoint
CREATE INDEX "diagnostics_door_diagnostic_date_time" ON "diagnostics" USING btree ("door_id","diagnostic_date_time","id");--> statement-breakpoint
CREATE INDEX "diagnostics_creation_time" ON "diagnostics" USING btree ("creation_time","status");--> statement-breakpoint
CREATE INDEX "diagnostics_status" ON "diagnostics" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "diagnostics_diagnostic_date_time" ON "diagnostics" USING btree ("diagnostic_date_time","id");