-- Channel against channel: a team game whose second seat is another channel's team (of this
-- server or of another that takes such challenges). The game lives in the challenging
-- channel (`games.channel_id`); this row names the challenged one, which is busy with it
-- while `live` is 1 (from the challenge until the game ends).
CREATE TABLE team_matches (
    game_id     BIGINT PRIMARY KEY,
    guild_id    BIGINT NOT NULL,
    channel_id  BIGINT NOT NULL,
    live        BIGINT NOT NULL DEFAULT 1
);

-- A channel has at most one live game: as `games_one_live_per_channel` for the challenging
-- channel, this for the challenged one.
CREATE UNIQUE INDEX team_matches_one_live_per_channel ON team_matches (channel_id)
    WHERE live = 1;

-- Whether channels of other servers may challenge this server's channels (off by default).
ALTER TABLE guild_settings ADD COLUMN team_challenges BIGINT NOT NULL DEFAULT 0;
