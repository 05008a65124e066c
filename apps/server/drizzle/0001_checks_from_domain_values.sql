ALTER TABLE "doors" DROP CONSTRAINT "doors_door_type";--> statement-breakpoint
ALTER TABLE "doors" DROP CONSTRAINT "doors_lock_type";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_access_level_range";--> statement-breakpoint
ALTER TABLE "doors" ADD CONSTRAINT "doors_device_signal_strength" CHECK ("doors"."device_signal_strengh" in ('EXCELLENT', 'FAIR', 'POOR', 'UNKNOWN'));--> statement-breakpoint
ALTER TABLE "doors" ADD CONSTRAINT "doors_door_type" CHECK ("doors"."door_type" in (0, 1, 2, 3, 4));--> statement-breakpoint
ALTER TABLE "doors" ADD CONSTRAINT "doors_lock_type" CHECK ("doors"."lock_type" in (0, 1, 2, 3));--> statement-breakpoint
ALTER TABLE "location_pricing" ADD CONSTRAINT "location_pricing_start_price_duration" CHECK ("location_pricing"."start_price_duration" between 1 and 24);--> statement-breakpoint
ALTER TABLE "location_pricing" ADD CONSTRAINT "location_pricing_main_price_duration" CHECK ("location_pricing"."main_price_duration" between 1 and 24);--> statement-breakpoint
ALTER TABLE "two_factor_codes" ADD CONSTRAINT "two_factor_codes_provider" CHECK ("two_factor_codes"."provider" in (1, 2));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_access_level" CHECK ("users"."access_level" in (0, 1, 2));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_two_factor_provider" CHECK ("users"."two_factor_provider" in (1, 2));