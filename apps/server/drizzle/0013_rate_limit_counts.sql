CREATE TABLE "rate_limit_counts" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"calls" integer NOT NULL,
	CONSTRAINT "rate_limit_counts_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counts_window_end" ON "rate_limit_counts" USING btree ("window_end");