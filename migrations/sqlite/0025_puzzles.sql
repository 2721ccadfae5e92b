-- The daily puzzle of each pool (a server, or the boardbot-wide pool 0) and day (UTC days
-- since 1970): a position of a finished game (or of a game the AI played itself, when
-- `source_game_id` is NULL) where one move wins by force and every other lets the win go.
CREATE TABLE puzzles (
    guild_id        BIGINT NOT NULL,
    day             BIGINT NOT NULL,
    kind            TEXT   NOT NULL,
    options         TEXT   NOT NULL,
    seed            TEXT   NOT NULL,
    -- The log up to the position, one entry per line.
    moves           TEXT   NOT NULL,
    answer          TEXT   NOT NULL,
    choices         BIGINT NOT NULL,
    source_game_id  BIGINT,
    created_at      BIGINT NOT NULL,
    PRIMARY KEY (guild_id, day)
);
CREATE INDEX puzzles_by_source ON puzzles (guild_id, source_game_id);

-- Each player's tries at a day's puzzle.
CREATE TABLE puzzle_attempts (
    guild_id   BIGINT NOT NULL,
    day        BIGINT NOT NULL,
    user_id    BIGINT NOT NULL,
    name       TEXT   NOT NULL,
    attempts   BIGINT NOT NULL,
    solved_at  BIGINT,
    PRIMARY KEY (guild_id, day, user_id)
);
CREATE INDEX puzzle_attempts_by_user ON puzzle_attempts (guild_id, user_id, day);
