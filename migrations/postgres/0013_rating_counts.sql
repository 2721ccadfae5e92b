-- How many players of a server's game hold each whole rating point, kept by a trigger on every
-- change of a rating row. A player's rank (/stats, /leaderboard me:True) is then the players
-- of the points above theirs plus the few above them within their own point, instead of a
-- count along the whole leaderboard.
CREATE TABLE rating_counts (
    guild_id     BIGINT NOT NULL,
    kind         TEXT   NOT NULL,
    rating_floor BIGINT NOT NULL,
    players      BIGINT NOT NULL,
    PRIMARY KEY (guild_id, kind, rating_floor)
);

INSERT INTO rating_counts (guild_id, kind, rating_floor, players)
SELECT guild_id, kind, CAST(FLOOR(rating) AS BIGINT), COUNT(*)
FROM ratings GROUP BY guild_id, kind, CAST(FLOOR(rating) AS BIGINT);

CREATE FUNCTION rating_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' AND OLD.guild_id = NEW.guild_id AND OLD.kind = NEW.kind
        AND FLOOR(OLD.rating) = FLOOR(NEW.rating) THEN
        RETURN NULL;
    END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE rating_counts SET players = players - 1
        WHERE guild_id = OLD.guild_id AND kind = OLD.kind
          AND rating_floor = CAST(FLOOR(OLD.rating) AS BIGINT);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        INSERT INTO rating_counts (guild_id, kind, rating_floor, players)
        VALUES (NEW.guild_id, NEW.kind, CAST(FLOOR(NEW.rating) AS BIGINT), 1)
        ON CONFLICT (guild_id, kind, rating_floor)
        DO UPDATE SET players = rating_counts.players + 1;
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER ratings_counted AFTER INSERT OR DELETE OR UPDATE OF guild_id, kind, rating
ON ratings FOR EACH ROW EXECUTE FUNCTION rating_counts_follow();
