CREATE TABLE "clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"account_number" text,
	"organization_email" text,
	"contact_information" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"door_type" integer DEFAULT 1 NOT NULL,
	"lock_type" integer DEFAULT 0 NOT NULL,
	"has_charger" boolean DEFAULT false NOT NULL,
	"local_access_key" text,
	"local_access_key_name" text,
	"max_concurrent" integer DEFAULT 1 NOT NULL,
	"subscription_user_id" integer DEFAULT 0 NOT NULL,
	"current_order_id" integer DEFAULT 0 NOT NULL,
	"device_status" text,
	"last_heart_beat" timestamp with time zone,
	"device_signal_strengh" text,
	"device_battery_level" integer,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doors_door_type" CHECK ("doors"."door_type" between 0 and 4),
	CONSTRAINT "doors_lock_type" CHECK ("doors"."lock_type" between 0 and 3),
	CONSTRAINT "doors_max_concurrent" CHECK ("doors"."max_concurrent" >= 1),
	CONSTRAINT "doors_device_status" CHECK ("doors"."device_status" in ('ONLINE', 'OFFLINE')),
	CONSTRAINT "doors_battery_level" CHECK ("doors"."device_battery_level" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "location_pricing" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"location_payment_type" integer DEFAULT 1 NOT NULL,
	"start_price_amount" numeric(12, 2) NOT NULL,
	"start_price_duration" integer NOT NULL,
	"main_price_amount" numeric(12, 2) NOT NULL,
	"main_price_duration" integer NOT NULL,
	"max_daily_amount" numeric(12, 2) NOT NULL,
	"default_subscription_price" numeric(12, 2) NOT NULL,
	"allow_no_verified_payment" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"location_type" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"access_control_type" integer DEFAULT 0 NOT NULL,
	"country_id" integer,
	"street" text,
	"municipality" text,
	"post_code" text,
	"post_name" text,
	"latitude" double precision,
	"longitude" double precision,
	"site_outcall" text,
	"site_outcall_number" text,
	"client_id" integer,
	"open_from" text,
	"open_to" text,
	"all_day" boolean DEFAULT true NOT NULL,
	"maintenance_start_time" timestamp with time zone,
	"maintenance_ending_time" timestamp with time zone,
	"invite_code" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_inviteCode_unique" UNIQUE("invite_code"),
	CONSTRAINT "locations_location_type" CHECK ("locations"."location_type" in (0, 1)),
	CONSTRAINT "locations_access_control_type" CHECK ("locations"."access_control_type" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"creation_time" timestamp with time zone NOT NULL,
	CONSTRAINT "outbox_messages_channel" CHECK ("outbox_messages"."channel" in ('sms', 'email'))
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"session_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "remembered_clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remembered_clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remembered_clients_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "two_factor_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"creation_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_name" text NOT NULL,
	"email_address" text,
	"phone_number" text,
	"name" text NOT NULL,
	"middlename" text,
	"surname" text NOT NULL,
	"gender" integer,
	"language_id" integer DEFAULT 1 NOT NULL,
	"role_id" integer,
	"role_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"client_id" integer,
	"access_level" integer DEFAULT 0 NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"fiat_balance" numeric(12, 2) DEFAULT 0 NOT NULL,
	"password_hash" text,
	"two_factor_enabled" boolean DEFAULT false NOT NULL,
	"two_factor_provider" integer,
	"failed_sign_in_count" integer DEFAULT 0 NOT NULL,
	"failed_sign_in_window_start" timestamp with time zone,
	"lockout_end" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_access_level_range" CHECK ("users"."access_level" between 0 and 2)
);
--> statement-breakpoint
ALTER TABLE "doors" ADD CONSTRAINT "doors_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_pricing" ADD CONSTRAINT "location_pricing_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remembered_clients" ADD CONSTRAINT "remembered_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_codes" ADD CONSTRAINT "two_factor_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doors_location_id" ON "doors" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "doors_local_access_key" ON "doors" USING btree ("local_access_key");--> statement-breakpoint
CREATE INDEX "locations_client_id" ON "locations" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_id" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "two_factor_codes_user_id" ON "two_factor_codes" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_lower_unique" ON "users" USING btree (lower("user_name"));--> statement-breakpoint
CREATE INDEX "users_email_address_lower" ON "users" USING btree (lower("email_address"));--> statement-breakpoint
CREATE INDEX "users_client_id" ON "users" USING btree ("client_id");