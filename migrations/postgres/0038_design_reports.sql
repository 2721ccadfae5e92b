-- Designed games' balance reports made in Discord (issue 44): the newest report on each rules
-- file (by its hash), so that a designer compares two versions' reports side by side.
-- `figures` is the report's key figures (JSON), `report_text` the kit's text, `chart` its PNG.
CREATE TABLE design_reports (
    hash        TEXT   PRIMARY KEY,
    games       BIGINT NOT NULL,
    figures     TEXT   NOT NULL,
    report_text TEXT   NOT NULL,
    chart       BYTEA  NOT NULL,
    made_at     BIGINT NOT NULL
);
