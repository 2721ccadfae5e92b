-- Each player's rating change in a rated game, written with the new ratings when the game
-- ends (NULL for casual games and for games that ended before this column existed).
ALTER TABLE games ADD COLUMN rating_change0 DOUBLE PRECISION;
ALTER TABLE games ADD COLUMN rating_change1 DOUBLE PRECISION;
-- A player's finished games in a server, newest first (/history).
CREATE INDEX games_finished_by_player0 ON games (guild_id, player0, updated_at)
    WHERE status = 'finished';
CREATE INDEX games_finished_by_player1 ON games (guild_id, player1, updated_at)
    WHERE status = 'finished';
