-- Written by hand: a closed (注销) account keeps its row, emptied of personal data, so that the activities it published and the counts it made still point at something; the login number is freed for a new account.
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;
