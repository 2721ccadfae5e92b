-- Designed games (issue 43): every rules file a game was started from, by the SHA-256 of its
-- text, kept forever, so that a game, its replay and its analysis use the file they began with
-- after any restart. `source` is the file itself (at most a few hundred KB).
CREATE TABLE rules_files (
    hash       TEXT   PRIMARY KEY,
    design_id  TEXT   NOT NULL,
    version    TEXT   NOT NULL,
    name       TEXT   NOT NULL,
    file_name  TEXT   NOT NULL,
    source     TEXT   NOT NULL,
    added_at   BIGINT NOT NULL
);
-- A designed game's rules file; NULL for the native games.
ALTER TABLE games ADD COLUMN rules_hash TEXT;
