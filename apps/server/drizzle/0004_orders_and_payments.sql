CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"door_id" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"payment_status" integer,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"used_from" timestamp with time zone,
	"used_to" timestamp with time zone,
	"door_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"door_price_ex_vat" numeric(12, 2) DEFAULT 0 NOT NULL,
	"door_price_vat" numeric(12, 2) DEFAULT 0 NOT NULL,
	"invoice_name" text,
	"invoice_phone" text,
	"invoice_email" text,
	"invoice_country_id" integer,
	"concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "orders_status" CHECK ("orders"."status" in (0, 1, 2, 3, 4)),
	CONSTRAINT "orders_payment_status" CHECK ("orders"."payment_status" in (0, 1, 2, 3, 4)),
	CONSTRAINT "orders_invoice_country_id" CHECK ("orders"."invoice_country_id" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"reference" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	CONSTRAINT "payments_status" CHECK ("payments"."status" in (0, 1, 2, 3, 4))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_door_id_doors_id_fk" FOREIGN KEY ("door_id") REFERENCES "public"."doors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_creation_time" ON "orders" USING btree ("creation_time","id");--> statement-breakpoint
CREATE INDEX "orders_status" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "orders_payment_status" ON "orders" USING btree ("payment_status","id");--> statement-breakpoint
CREATE INDEX "orders_invoice_name" ON "orders" USING btree ("invoice_name","id");--> statement-breakpoint
CREATE INDEX "orders_user_id" ON "orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "orders_door_id" ON "orders" USING btree ("door_id","creation_time");--> statement-breakpoint
CREATE INDEX "orders_invoice_name_trigram" ON "orders" USING gin ("invoice_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_order_id" ON "payments" USING btree ("order_id");