-- Tournaments (see src/host/tournaments/): the event, its entrants, and every pairing of every
-- round (a bye is a pairing without a second player). A pairing's game is an ordinary game of
-- the host, started in a thread of its own; its result is read from the game unless the
-- organizer adjusted it. `version` is bumped by every change to the tournament row, and a round
-- is paired only against the version it was read at, so a round is paired once.
CREATE TABLE tournaments (
    id             BIGSERIAL PRIMARY KEY,
    guild_id       BIGINT NOT NULL,
    channel_id     BIGINT NOT NULL,
    organizer_id   BIGINT NOT NULL,
    kind           TEXT   NOT NULL,
    format         TEXT   NOT NULL,
    options        TEXT   NOT NULL,
    turn_seconds   BIGINT NOT NULL,
    rated          BIGINT NOT NULL,
    max_players    BIGINT NOT NULL,
    bye_points     DOUBLE PRECISION NOT NULL,
    status         TEXT   NOT NULL,
    round          BIGINT NOT NULL,
    starts_at      BIGINT NOT NULL,
    ends_at        BIGINT,
    standings_at   BIGINT,
    version        BIGINT NOT NULL,
    created_at     BIGINT NOT NULL,
    updated_at     BIGINT NOT NULL
);
CREATE INDEX tournaments_open ON tournaments (guild_id) WHERE status IN ('signup', 'running');

CREATE TABLE tournament_entrants (
    tournament_id  BIGINT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    user_id        BIGINT NOT NULL,
    name           TEXT   NOT NULL,
    rating         DOUBLE PRECISION NOT NULL,
    joined_round   BIGINT NOT NULL,
    joined_at      BIGINT NOT NULL,
    active         BIGINT NOT NULL,
    paused         BIGINT NOT NULL,
    PRIMARY KEY (tournament_id, user_id)
);

CREATE TABLE tournament_pairings (
    id             BIGSERIAL PRIMARY KEY,
    tournament_id  BIGINT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    round          BIGINT NOT NULL,
    first_id       BIGINT NOT NULL,
    second_id      BIGINT,
    bye_points     DOUBLE PRECISION,
    thread_id      BIGINT,
    game_id        BIGINT REFERENCES games (id),
    adjusted       TEXT,
    adjust_reason  TEXT
);
CREATE INDEX tournament_pairings_round ON tournament_pairings (tournament_id, round);
CREATE UNIQUE INDEX tournament_pairings_game ON tournament_pairings (game_id);
