-- Every committed version of a game is announced to the processes listening (the web's live
-- pages follow games through it; see src/host/changes.rs). The payload is
-- "GAME VERSION GUILD STATUS"; a notification is delivered when its transaction commits.
CREATE FUNCTION boardbot_game_changed() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('boardbot_game_changes',
        NEW.id::text || ' ' || NEW.version::text || ' ' || NEW.guild_id::text || ' ' || NEW.status);
    RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER games_changed AFTER INSERT OR UPDATE OF version ON games
    FOR EACH ROW EXECUTE FUNCTION boardbot_game_changed();
