CREATE INDEX "verifications_value_idx" ON "verifications" USING btree ("value");--> statement-breakpoint
-- Reset tokens are stored hashed from now on; links stored in plain before (valid for an hour at most) end.
DELETE FROM "verifications" WHERE "identifier" LIKE 'reset-password:%';
