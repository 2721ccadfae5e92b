-- A game's announcement names its channel too (a new game there is news for those still
-- watching the channel's last one), and a rematch offer on a finished game is announced as
-- that game's change at its own version (see src/host/changes.rs). The payload is
-- "GAME VERSION GUILD STATUS CHANNEL".
CREATE OR REPLACE FUNCTION boardbot_game_changed() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('boardbot_game_changes',
        NEW.id::text || ' ' || NEW.version::text || ' ' || NEW.guild_id::text || ' ' || NEW.status
        || ' ' || NEW.channel_id::text);
    RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE FUNCTION boardbot_rematch_offered() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('boardbot_game_changes',
        g.id::text || ' ' || g.version::text || ' ' || g.guild_id::text || ' ' || g.status
        || ' ' || g.channel_id::text)
    FROM games g WHERE g.id = NEW.game_id;
    RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER rematch_offered AFTER INSERT OR UPDATE ON rematch_offers
    FOR EACH ROW EXECUTE FUNCTION boardbot_rematch_offered();
