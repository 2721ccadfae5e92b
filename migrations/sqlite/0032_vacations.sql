-- A player's vacations (/vacation): while one runs, the turn deadlines of their games of a
-- day or more per move stop. A vacation is a player's, boardbot-wide. `days` is what it
-- charged to the player's allowance (whole days; an early end refunds the unused whole days
-- and moves `ends_at` to the moment it ended).
CREATE TABLE vacations (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id   BIGINT NOT NULL,
    starts_at BIGINT NOT NULL,
    ends_at   BIGINT NOT NULL,
    days      BIGINT NOT NULL
);
CREATE INDEX vacations_by_user ON vacations (user_id, ends_at);
