-- Games: a start state (kind, options, seed) plus a move log; `state` is a rebuildable cache.
-- Every integer is BIGINT so that one set of queries binds the same types on both backends.
CREATE TABLE games (
    id            BIGSERIAL PRIMARY KEY,
    guild_id      BIGINT NOT NULL,
    channel_id    BIGINT NOT NULL,
    kind          TEXT   NOT NULL,
    options       TEXT   NOT NULL,
    seed          TEXT   NOT NULL,
    player0       BIGINT NOT NULL,
    player1       BIGINT NOT NULL,
    name0         TEXT   NOT NULL,
    name1         TEXT   NOT NULL,
    ai_level      TEXT,
    rated         BIGINT NOT NULL,
    status        TEXT   NOT NULL,
    result        TEXT,
    version       BIGINT NOT NULL,
    state         TEXT,
    draw_offer    BIGINT,
    turn_seconds  BIGINT NOT NULL,
    deadline      BIGINT,
    message_id    BIGINT,
    created_at    BIGINT NOT NULL,
    updated_at    BIGINT NOT NULL
);
-- At most one challenge or game in progress per channel.
CREATE UNIQUE INDEX games_one_live_per_channel ON games (channel_id)
    WHERE status IN ('challenge', 'active');
CREATE INDEX games_live_deadline ON games (deadline) WHERE status IN ('challenge', 'active');

CREATE TABLE moves (
    game_id    BIGINT NOT NULL REFERENCES games (id),
    ply        BIGINT NOT NULL,
    seat       BIGINT NOT NULL,
    user_id    BIGINT NOT NULL,
    notation   TEXT   NOT NULL,
    played_at  BIGINT NOT NULL,
    PRIMARY KEY (game_id, ply)
);

CREATE TABLE ratings (
    guild_id    BIGINT NOT NULL,
    kind        TEXT   NOT NULL,
    user_id     BIGINT NOT NULL,
    name        TEXT   NOT NULL,
    rating      DOUBLE PRECISION NOT NULL,
    deviation   DOUBLE PRECISION NOT NULL,
    volatility  DOUBLE PRECISION NOT NULL,
    wins        BIGINT NOT NULL,
    losses      BIGINT NOT NULL,
    draws       BIGINT NOT NULL,
    PRIMARY KEY (guild_id, kind, user_id)
);

CREATE TABLE guild_settings (
    guild_id      BIGINT PRIMARY KEY,
    turn_seconds  BIGINT NOT NULL,
    rate_ai_games BIGINT NOT NULL
);
