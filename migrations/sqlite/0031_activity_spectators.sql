-- People Discord confirmed were in a DM's or group DM's Activity while someone else's game
-- was on there: they may watch that game (what the channel sees, no more). Outside a server
-- there are no public pages, and the game's players may watch it anyway.
CREATE TABLE activity_spectators (
    game_id BIGINT NOT NULL,
    user_id BIGINT NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
