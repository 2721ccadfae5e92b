-- A designed game whose rules file failed mid-play (issue 44) waits here for a fixed version.
-- The move the file failed on was not played; the turn's time stopped with `deadline_left_ms`
-- left of it (NULL: the turn had no deadline), and the clock of the seat to move with it.
CREATE TABLE paused_games (
    game_id          BIGINT PRIMARY KEY,
    design_id        TEXT   NOT NULL,
    rules_hash       TEXT   NOT NULL,
    failed_move      TEXT   NOT NULL,
    failed_by        BIGINT NOT NULL,
    fault            TEXT   NOT NULL,
    deadline_left_ms BIGINT,
    paused_at        BIGINT NOT NULL
);
CREATE INDEX paused_games_of_design ON paused_games (design_id);
-- Direct messages to designers (a game of theirs paused, the gallery's decision), sent once
-- by whichever process claims them first (`sent_at`).
CREATE TABLE designer_notices (
    id         BIGSERIAL PRIMARY KEY,
    user_id    BIGINT NOT NULL,
    kind       TEXT   NOT NULL,
    design     TEXT   NOT NULL,
    channel_id BIGINT,
    detail     TEXT   NOT NULL,
    created_at BIGINT NOT NULL,
    sent_at    BIGINT
);
CREATE INDEX designer_notices_unsent ON designer_notices (sent_at, id);
