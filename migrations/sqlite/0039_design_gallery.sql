-- Designed games beyond their server (issue 44). A share code lets anyone play a server's game
-- in DMs and group DMs, at the version that server uses; the gallery lists games the bot's
-- operator approved, which other servers may add (each keeps the version it added).
CREATE TABLE design_shares (
    code       TEXT   PRIMARY KEY,
    design_id  TEXT   NOT NULL,
    guild_id   BIGINT NOT NULL,
    created_by BIGINT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX design_shares_of_game ON design_shares (guild_id, design_id);
-- One row a game offered to the gallery: `state` is offered, listed, rejected or withdrawn;
-- `number` the version offered (and listed once approved).
CREATE TABLE design_gallery (
    design_id  TEXT   PRIMARY KEY,
    guild_id   BIGINT NOT NULL,
    number     BIGINT NOT NULL,
    state      TEXT   NOT NULL,
    reason     TEXT,
    offered_by BIGINT NOT NULL,
    offered_at BIGINT NOT NULL,
    decided_at BIGINT
);
