-- Servers where an accepted challenge opens a thread for its game (off by default).
ALTER TABLE guild_settings ADD COLUMN game_threads BIGINT NOT NULL DEFAULT 0;
