-- A game that is over keeps its whole move log in this one column (see store/move_log.rs)
-- instead of one row per move; live games keep their rows in `moves`. The store converts the
-- finished games of older versions when it opens the database.
ALTER TABLE games ADD COLUMN move_log TEXT;
