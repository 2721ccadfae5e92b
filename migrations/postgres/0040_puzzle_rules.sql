-- A daily puzzle from a designed game (issue 44) names the rules file (SHA-256, hex) its
-- position is replayed with; NULL for the native games.
ALTER TABLE puzzles ADD COLUMN rules_hash TEXT;
