-- Designed games on Discord (issue 44). Each upload of a rules file to a server is a version of
-- its game there, numbered 1, 2, … per game; the file itself is in `rules_files`. A game's id
-- belongs to the server that first uploaded it: only that server's designers add versions.
CREATE TABLE design_uploads (
    design_id   TEXT   NOT NULL,
    number      BIGINT NOT NULL,
    guild_id    BIGINT NOT NULL,
    hash        TEXT   NOT NULL,
    author_id   BIGINT NOT NULL,
    uploaded_at BIGINT NOT NULL,
    PRIMARY KEY (design_id, number)
);
-- The designed games a server plays, each at the version its new games use (the latest upload,
-- or one the designer rolled back to).
CREATE TABLE server_designs (
    guild_id  BIGINT NOT NULL,
    design_id TEXT   NOT NULL,
    number    BIGINT NOT NULL,
    added_at  BIGINT NOT NULL,
    PRIMARY KEY (guild_id, design_id)
);
-- The role whose members may upload rules files, besides those who manage the server.
CREATE TABLE designer_roles (
    guild_id BIGINT PRIMARY KEY,
    role_id  BIGINT NOT NULL
);
