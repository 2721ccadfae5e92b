-- Each server's language (Discord's guild_locale), for what the bot posts there on its own:
-- time-outs, reminders, expired challenges.
CREATE TABLE guild_locales (
    guild_id BIGINT PRIMARY KEY,
    locale TEXT NOT NULL
);
