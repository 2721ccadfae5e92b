-- A tournament of a designed game (issue 44) starts every game on the rules file it was
-- created with, by the SHA-256 of its text (`rules_files.hash`): a newer version loaded
-- meanwhile is not the tournament's. NULL for the native games.
ALTER TABLE tournaments ADD COLUMN rules_hash TEXT;
