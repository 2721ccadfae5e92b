-- Discord roles a server's admin maps to ratings: `min_rating` set, a tier ("1800+ in CCC",
-- the highest tier a player reaches in a game is theirs); NULL, a season champion's role (of
-- `kind`, or of any game when `kind` is NULL).
CREATE TABLE role_rules (
    guild_id    BIGINT NOT NULL,
    role_id     BIGINT NOT NULL,
    kind        TEXT,
    min_rating  BIGINT,
    PRIMARY KEY (guild_id, role_id)
);

-- Members whose roles are to be brought in line with the rules: written when a rated game
-- ends, a season closes or a rule is added, and worked off by the front end (retried with a
-- growing delay), so that a role change never holds up a move and survives a restart.
CREATE TABLE role_syncs (
    guild_id  BIGINT NOT NULL,
    user_id   BIGINT NOT NULL,
    due_at    BIGINT NOT NULL,
    attempts  BIGINT NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);
CREATE INDEX role_syncs_due ON role_syncs (due_at);

-- The last thing that kept the bot from changing a server's roles (shown by /settings).
CREATE TABLE role_problems (
    guild_id  BIGINT PRIMARY KEY,
    problem   TEXT NOT NULL,
    noted_at  BIGINT NOT NULL
);
