-- Achievements: once earned, kept with when and (for those a game earned) which game. Those
-- from games are worked out from the stored games (and analyses) and can be rebuilt from
-- them; a tournament won and a season's title are awarded when they happen.
CREATE TABLE achievements (
    guild_id     BIGINT NOT NULL,
    user_id      BIGINT NOT NULL,
    code         TEXT   NOT NULL,
    achieved_at  BIGINT NOT NULL,
    game_id      BIGINT,
    PRIMARY KEY (guild_id, user_id, code)
);
CREATE INDEX achievements_by_game ON achievements (game_id);
CREATE INDEX achievements_by_user ON achievements (user_id);

-- Each player's streaks in a pool, folded over their finished games up to the cursor (the
-- last game counted: when it ended, and its id).
CREATE TABLE player_streaks (
    guild_id         BIGINT NOT NULL,
    user_id          BIGINT NOT NULL,
    games            BIGINT NOT NULL,
    win_streak       BIGINT NOT NULL,
    best_win_streak  BIGINT NOT NULL,
    day_streak       BIGINT NOT NULL,
    best_day_streak  BIGINT NOT NULL,
    last_day         BIGINT,
    last_game_at     BIGINT NOT NULL,
    last_game_id     BIGINT NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);

-- A short line after a game announces achievements in the channel (/settings achievements).
ALTER TABLE guild_settings ADD COLUMN announce_achievements BIGINT NOT NULL DEFAULT 1;
