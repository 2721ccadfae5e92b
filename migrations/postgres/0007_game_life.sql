-- The last few moves of a game, newest last (a JSON array), so that a board shows them
-- without reading the move log.
ALTER TABLE games ADD COLUMN recent_moves TEXT;
-- When the player to move is to be reminded of the turn (three quarters into a turn timer of an
-- hour or more); cleared once the reminder is sent, set again by the next turn.
ALTER TABLE games ADD COLUMN remind_at BIGINT;
CREATE INDEX games_remind_at ON games (remind_at) WHERE status = 'active';
-- A standing offer of a rematch after a finished game: by which seat, until when (unix ms).
CREATE TABLE rematch_offers (
    game_id  BIGINT PRIMARY KEY,
    seat     BIGINT NOT NULL,
    until    BIGINT NOT NULL
);
