-- People erased with /privacy delete: only when (their ids are gone from every row). Other
-- processes read the count to drop what they keep in memory about finished games.
CREATE TABLE erasures (
    id  INTEGER PRIMARY KEY AUTOINCREMENT,
    at  BIGINT NOT NULL
);

-- Servers the bot left, and when: their settings are deleted once the operator's time has
-- passed (30 days by default), unless the bot comes back first. Their games stay.
CREATE TABLE guild_departures (
    guild_id  BIGINT PRIMARY KEY,
    left_at   BIGINT NOT NULL
);

-- Players who asked to confirm a move made by a board button before it is played
-- (`/preferences confirm:True`); absent means off.
CREATE TABLE user_move_confirmations (
    user_id  BIGINT PRIMARY KEY
);
