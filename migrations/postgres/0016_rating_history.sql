-- A player's rating after each rated game, written in the same transaction as the rating row,
-- for the rating-history chart of their web page. Games rated before this table existed have
-- no points: their ratings were never kept.
CREATE TABLE rating_history (
    guild_id  BIGINT NOT NULL,
    kind      TEXT   NOT NULL,
    user_id   BIGINT NOT NULL,
    -- When the game ended (unix ms), then which game.
    at        BIGINT NOT NULL,
    game_id   BIGINT NOT NULL,
    rating    DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (guild_id, kind, user_id, at, game_id)
);
