-- People erased with /privacy delete: only when (their ids are gone from every row). Other
-- processes read the count to drop what they keep in memory about finished games.
CREATE TABLE erasures (
    id  BIGSERIAL PRIMARY KEY,
    at  BIGINT NOT NULL
);
