-- User names and e-mail addresses are kept in Unicode NFC, so that two spellings of one name that look
-- the same ("Å" and "A" with a combining ring) are one name. A user whose name, once normalised, is
-- another user's (whatever its case) gets its id added to it, so that neither signs in as the other
-- and an admin can tell them apart.
UPDATE "users" SET "user_name" = normalize("user_name", NFC) || CASE
    WHEN EXISTS (
      SELECT FROM "users" AS "other"
      WHERE "other"."id" <> "users"."id"
        AND lower(normalize("other"."user_name", NFC)) = lower(normalize("users"."user_name", NFC))
    ) THEN ' (' || "users"."id" || ')'
    ELSE ''
  END
WHERE "user_name" IS NOT NFC NORMALIZED;--> statement-breakpoint
UPDATE "users" SET "email_address" = normalize("email_address", NFC) WHERE "email_address" IS NOT NFC NORMALIZED;
