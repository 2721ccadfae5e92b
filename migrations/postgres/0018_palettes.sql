-- The sides' colours in board pictures (`classic`, `colour-blind`): each player's own choice
-- for the pictures only they see, and each server's for the boards posted there.
CREATE TABLE user_palettes (
    user_id BIGINT PRIMARY KEY,
    palette TEXT NOT NULL
);
CREATE TABLE guild_palettes (
    guild_id BIGINT PRIMARY KEY,
    palette TEXT NOT NULL
);
