-- Per-game clocks (the `clock` option): each seat's time left when the turn in progress
-- started, and when that was (unix ms). NULL for games without a clock.
ALTER TABLE games ADD COLUMN clock0 BIGINT;
ALTER TABLE games ADD COLUMN clock1 BIGINT;
ALTER TABLE games ADD COLUMN clock_since BIGINT;
