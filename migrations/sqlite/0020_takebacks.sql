-- Servers that allow takebacks in rated games (/settings rated_takebacks:True); off by default.
ALTER TABLE guild_settings ADD COLUMN takebacks_rated BIGINT NOT NULL DEFAULT 0;

-- A game's log of events besides its moves: a takeback asked for, accepted, declined. The move
-- log holds the game as finally played; this keeps what happened on the way.
CREATE TABLE game_events (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id  BIGINT NOT NULL REFERENCES games (id),
    at       BIGINT NOT NULL,
    user_id  BIGINT NOT NULL,
    kind     TEXT NOT NULL,
    -- The game's version when the event happened (a request is answered at that version).
    version  BIGINT NOT NULL,
    -- What the event changed, for reading: the entries a takeback removed, one per line.
    detail   TEXT NOT NULL
);
CREATE INDEX game_events_by_game ON game_events (game_id, id);
CREATE INDEX game_events_by_user ON game_events (user_id);
