-- What each player asked to be told of their games (/preferences), boardbot-wide: the points
-- of a turn they are reminded at (bits: 1 half the time gone, 2 a quarter left, 4 an hour
-- left), the "about to lose on time" DM (1 on, 0 off), the daily digest's local hour (NULL:
-- none) in their timezone (a UTC offset such as +02:00, or an IANA name), the language of
-- their DMs, when the next digest is due (unix ms; the scan's key), and when the bot found
-- their DMs closed (NULL: not known to be). No row: the defaults (a quarter left, about to
-- lose on, no digest).
CREATE TABLE user_notifications (
    user_id BIGINT PRIMARY KEY,
    reminder_points BIGINT NOT NULL,
    about_to_lose BIGINT NOT NULL,
    digest_hour BIGINT,
    timezone TEXT NOT NULL,
    lang TEXT NOT NULL,
    next_digest_at BIGINT,
    dms_closed_at BIGINT
);
CREATE INDEX user_notifications_digest_due ON user_notifications (next_digest_at)
    WHERE next_digest_at IS NOT NULL;
-- The "about to lose on time" notices handled: one per game and deadline, whichever process
-- inserts it first sends it.
CREATE TABLE lose_warnings (
    game_id BIGINT NOT NULL,
    deadline BIGINT NOT NULL,
    PRIMARY KEY (game_id, deadline)
);
