-- Games a channel plays together: the team's seat (player id 0) is played by everyone in the
-- channel, who vote on each of its turns; the move with the most votes is played when the
-- turn's time is up (ties: the earliest vote).
-- Each member's vote on a turn of the team: `version` is the game's version when the turn
-- began; a changed vote replaces the old one (and takes the time of the change).
CREATE TABLE team_votes (
    game_id   BIGINT NOT NULL,
    version   BIGINT NOT NULL,
    user_id   BIGINT NOT NULL,
    name      TEXT   NOT NULL,
    move      TEXT   NOT NULL,
    voted_at  BIGINT NOT NULL,
    PRIMARY KEY (game_id, version, user_id)
);

-- Each channel team's results, per game.
CREATE TABLE team_records (
    guild_id    BIGINT NOT NULL,
    channel_id  BIGINT NOT NULL,
    kind        TEXT   NOT NULL,
    wins        BIGINT NOT NULL,
    losses      BIGINT NOT NULL,
    draws       BIGINT NOT NULL,
    PRIMARY KEY (guild_id, channel_id, kind)
);
