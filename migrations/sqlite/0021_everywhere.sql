-- Games outside servers (DMs and group DMs, where the app is installed by a user) are kept
-- under guild id 0, whose ratings are the boardbot-wide pool "everywhere". The terminal's
-- local server used id 0 before: it moves to id 1 (no Discord server has that id).
UPDATE games SET guild_id = 1 WHERE guild_id = 0;
UPDATE ratings SET guild_id = 1 WHERE guild_id = 0;
UPDATE rating_history SET guild_id = 1 WHERE guild_id = 0;
UPDATE guild_settings SET guild_id = 1 WHERE guild_id = 0;
UPDATE guild_locales SET guild_id = 1 WHERE guild_id = 0;
UPDATE guild_palettes SET guild_id = 1 WHERE guild_id = 0;
UPDATE challenge_blocks SET guild_id = 1 WHERE guild_id = 0;
UPDATE challenge_opt_outs SET guild_id = 1 WHERE guild_id = 0;
UPDATE challenge_declines SET guild_id = 1 WHERE guild_id = 0;
UPDATE tournaments SET guild_id = 1 WHERE guild_id = 0;
DELETE FROM guild_departures WHERE guild_id = 0;

-- Channels where the bot is not a member and may only answer interactions (a group DM, a
-- server that never invited it): nothing is posted there on the bot's own initiative.
CREATE TABLE interaction_only_channels (
    channel_id  BIGINT PRIMARY KEY,
    noted_at    BIGINT NOT NULL
);

-- A server may also count its rated games in the boardbot-wide pool (/settings everywhere:True).
ALTER TABLE guild_settings ADD COLUMN count_everywhere BIGINT NOT NULL DEFAULT 0;
