-- Players protected from unwanted challenges, per server (guild): a block lasts until the
-- blocker lifts it; an opt-out until the player takes challenges again; a decline starts the
-- cooldown before the same challenger may challenge that player again.
CREATE TABLE challenge_blocks (
    guild_id      BIGINT NOT NULL,
    blocker_id    BIGINT NOT NULL,
    blocked_id    BIGINT NOT NULL,
    -- The blocked player's name when blocked, for the blocker's list.
    blocked_name  TEXT   NOT NULL,
    created_at    BIGINT NOT NULL,
    PRIMARY KEY (guild_id, blocker_id, blocked_id)
);

CREATE TABLE challenge_opt_outs (
    guild_id  BIGINT NOT NULL,
    user_id   BIGINT NOT NULL,
    since     BIGINT NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);

-- The latest decline of each challenger by each player.
CREATE TABLE challenge_declines (
    guild_id       BIGINT NOT NULL,
    challenger_id  BIGINT NOT NULL,
    opponent_id    BIGINT NOT NULL,
    declined_at    BIGINT NOT NULL,
    PRIMARY KEY (guild_id, challenger_id, opponent_id)
);

-- Open challenges are counted per challenger and server.
CREATE INDEX games_open_challenges ON games (guild_id, player0) WHERE status = 'challenge';

-- How long a challenger waits after a decline before challenging the same player again
-- (10 minutes unless the server's moderators change it).
ALTER TABLE guild_settings ADD COLUMN challenge_cooldown_seconds BIGINT NOT NULL DEFAULT 600;
