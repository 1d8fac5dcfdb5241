CREATE INDEX "member_avatar_first_day_idx" ON "member_avatar" USING btree ("first_day");--> statement-breakpoint
CREATE INDEX "member_energy_day_idx" ON "member_energy" USING btree ("day");