-- The AI's analysis of a finished game (see ai/analysis.rs), stored once and shown again:
-- the result as JSON text, the format it was written in (an analysis of an older format is
-- made again), and when (unix ms).
CREATE TABLE analyses (
    game_id    BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    format     BIGINT NOT NULL,
    result     TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
