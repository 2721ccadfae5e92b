-- People signed in to the web pages with Discord ("Log in with Discord"). A session is known
-- by the SHA-256 of its cookie's token, never the token itself; logging out deletes it.
CREATE TABLE web_sessions (
    token_hash  TEXT   PRIMARY KEY,
    user_id     BIGINT NOT NULL,
    name        TEXT   NOT NULL,
    created_at  BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL
);
CREATE INDEX web_sessions_user ON web_sessions (user_id);
