-- The message a tournament's sign-up was posted as, so that joining or leaving by command,
-- the start and a cancellation update the field and buttons it shows.
ALTER TABLE tournaments ADD COLUMN signup_message_id BIGINT;
