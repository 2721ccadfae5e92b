-- PostgreSQL announces each committed version of a game to other processes (see the
-- migration of the same number there). SQLite is one process's database: its host publishes
-- the changes itself, and nothing is needed here.
SELECT 1;
