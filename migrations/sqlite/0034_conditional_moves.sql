-- Conditional moves (issue 45): the replies a player queued in a game, "if they play this, I
-- answer that". One row per player and game; `lines` is a JSON array of lines, each the game's
-- ply it starts from and its moves in canonical notation. Private to the player: read only by
-- the host when a move is played, by the player's own commands and export.
CREATE TABLE conditional_lines (
    game_id BIGINT NOT NULL,
    user_id BIGINT NOT NULL,
    lines TEXT NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX conditional_lines_by_user ON conditional_lines (user_id);
