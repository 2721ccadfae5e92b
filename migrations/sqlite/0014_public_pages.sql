-- A server's opt-in to public web pages (/settings public_pages): off until a moderator turns it on.
ALTER TABLE guild_settings ADD COLUMN public_pages BIGINT NOT NULL DEFAULT 0;
