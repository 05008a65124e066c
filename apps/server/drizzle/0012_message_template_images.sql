CREATE TABLE "message_template_images" (
	"message_template_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "message_template_images_content_type" CHECK ("message_template_images"."content_type" in ('image/png', 'image/jpeg')),
	CONSTRAINT "message_template_images_size" CHECK (octet_length("message_template_images"."bytes") <= 512000)
);
--> statement-breakpoint
ALTER TABLE "message_template_images" ADD CONSTRAINT "message_template_images_message_template_id_message_templates_id_fk" FOREIGN KEY ("message_template_id") REFERENCES "public"."message_templates"("id") ON DELETE cascade ON UPDATE no action;