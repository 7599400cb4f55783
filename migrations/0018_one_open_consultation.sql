-- A user has at most one consultation waiting or running (issue 21): two requests sent at the
-- same moment cannot both open. Partial unique indexes are not expressible in the drizzle schema.
CREATE UNIQUE INDEX `consultations_one_open_per_user` ON `consultations` (`user_id`) WHERE `status` IN ('requested', 'active');
