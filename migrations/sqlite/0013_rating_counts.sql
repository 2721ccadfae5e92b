-- How many players of a server's game hold each whole rating point, kept by triggers on every
-- change of a rating row. A player's rank (/stats, /leaderboard me:True) is then the players
-- of the points above theirs plus the few above them within their own point, instead of a
-- count along the whole leaderboard. SQLite has no FLOOR: CAST truncates toward zero, and one
-- is taken off below zero.
CREATE TABLE rating_counts (
    guild_id     INTEGER NOT NULL,
    kind         TEXT    NOT NULL,
    rating_floor INTEGER NOT NULL,
    players      INTEGER NOT NULL,
    PRIMARY KEY (guild_id, kind, rating_floor)
);

INSERT INTO rating_counts (guild_id, kind, rating_floor, players)
SELECT guild_id, kind, CAST(rating AS INTEGER) - (rating < CAST(rating AS INTEGER)), COUNT(*)
FROM ratings GROUP BY 1, 2, 3;

CREATE TRIGGER ratings_counted_insert AFTER INSERT ON ratings
BEGIN
    INSERT INTO rating_counts (guild_id, kind, rating_floor, players)
    VALUES (NEW.guild_id, NEW.kind,
            CAST(NEW.rating AS INTEGER) - (NEW.rating < CAST(NEW.rating AS INTEGER)), 1)
    ON CONFLICT (guild_id, kind, rating_floor) DO UPDATE SET players = players + 1;
END;

CREATE TRIGGER ratings_counted_update AFTER UPDATE OF guild_id, kind, rating ON ratings
WHEN OLD.guild_id <> NEW.guild_id OR OLD.kind <> NEW.kind
  OR CAST(OLD.rating AS INTEGER) - (OLD.rating < CAST(OLD.rating AS INTEGER))
  <> CAST(NEW.rating AS INTEGER) - (NEW.rating < CAST(NEW.rating AS INTEGER))
BEGIN
    UPDATE rating_counts SET players = players - 1
    WHERE guild_id = OLD.guild_id AND kind = OLD.kind
      AND rating_floor = CAST(OLD.rating AS INTEGER) - (OLD.rating < CAST(OLD.rating AS INTEGER));
    INSERT INTO rating_counts (guild_id, kind, rating_floor, players)
    VALUES (NEW.guild_id, NEW.kind,
            CAST(NEW.rating AS INTEGER) - (NEW.rating < CAST(NEW.rating AS INTEGER)), 1)
    ON CONFLICT (guild_id, kind, rating_floor) DO UPDATE SET players = players + 1;
END;

CREATE TRIGGER ratings_counted_delete AFTER DELETE ON ratings
BEGIN
    UPDATE rating_counts SET players = players - 1
    WHERE guild_id = OLD.guild_id AND kind = OLD.kind
      AND rating_floor = CAST(OLD.rating AS INTEGER) - (OLD.rating < CAST(OLD.rating AS INTEGER));
END;
