-- Written by hand: the campaign figures sum the volunteer hours of the few registrations that have them.
CREATE INDEX "joins_volunteer_idx" ON "joins" USING btree ("activity_id") WHERE "volunteer_hours" IS NOT NULL;
