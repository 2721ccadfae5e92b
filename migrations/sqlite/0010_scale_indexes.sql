-- A server's leaderboard of a game, best first, read from the index alone: /leaderboard, the
-- page that holds a player (/leaderboard me:True) and a player's rank (/stats) count or skip
-- along it instead of sorting every rating row.
CREATE INDEX ratings_leaderboard ON ratings (guild_id, kind, rating DESC, user_id);
-- A player's ratings in a server (/stats): the primary key leads with the game instead.
CREATE INDEX ratings_by_player ON ratings (guild_id, user_id);
-- The live games of a server (/games), however many finished ones it has.
CREATE INDEX games_live_by_guild ON games (guild_id) WHERE status IN ('challenge', 'active');
-- /history pages: each player's finished games in (updated_at, id) order, so the two seats'
-- lists merge without sorting the player's whole history.
DROP INDEX games_finished_by_player0;
DROP INDEX games_finished_by_player1;
CREATE INDEX games_finished_by_player0 ON games (guild_id, player0, updated_at DESC, id DESC)
    WHERE status = 'finished';
CREATE INDEX games_finished_by_player1 ON games (guild_id, player1, updated_at DESC, id DESC)
    WHERE status = 'finished';
