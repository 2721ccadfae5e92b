-- Seasons: each rating pool (a server, or the boardbot-wide pool 0) plays them one after the
-- other, monthly unless its admin sets a length (/season). A game counts in the season it
-- ended in. A closed season's rows are its final standings, kept forever.
CREATE TABLE seasons (
    guild_id   BIGINT NOT NULL,
    number     BIGINT NOT NULL,
    -- An admin's name for it; NULL: "Season N" in the reader's language.
    name       TEXT,
    starts_at  BIGINT NOT NULL,
    ends_at    BIGINT NOT NULL,
    -- When its standings were archived and its champions crowned (NULL: still open).
    closed_at  BIGINT,
    PRIMARY KEY (guild_id, number)
);
CREATE INDEX seasons_due ON seasons (ends_at) WHERE closed_at IS NULL;

-- How a pool's seasons run: length_days 0 is a calendar month (UTC); paused: no new season
-- starts until an admin starts one; channel_id: where the final standings are posted.
CREATE TABLE season_plans (
    guild_id     BIGINT PRIMARY KEY,
    length_days  BIGINT NOT NULL,
    paused       BIGINT NOT NULL,
    channel_id   BIGINT
);

-- Each player's rating in a season, like `ratings` (Glicko-2), started at their first rated
-- game of the season from their all-time rating with the deviation raised.
CREATE TABLE season_ratings (
    guild_id    BIGINT NOT NULL,
    season      BIGINT NOT NULL,
    kind        TEXT   NOT NULL,
    user_id     BIGINT NOT NULL,
    name        TEXT   NOT NULL,
    rating      DOUBLE PRECISION NOT NULL,
    deviation   DOUBLE PRECISION NOT NULL,
    volatility  DOUBLE PRECISION NOT NULL,
    wins        BIGINT NOT NULL,
    losses      BIGINT NOT NULL,
    draws       BIGINT NOT NULL,
    PRIMARY KEY (guild_id, season, kind, user_id)
);
CREATE INDEX season_ratings_board ON season_ratings (guild_id, season, kind, rating DESC, user_id);
CREATE INDEX season_ratings_by_user ON season_ratings (user_id);

-- A closed season's champion in each game played in it.
CREATE TABLE season_champions (
    guild_id  BIGINT NOT NULL,
    season    BIGINT NOT NULL,
    kind      TEXT   NOT NULL,
    user_id   BIGINT NOT NULL,
    name      TEXT   NOT NULL,
    rating    DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (guild_id, season, kind)
);
CREATE INDEX season_champions_by_user ON season_champions (user_id);
