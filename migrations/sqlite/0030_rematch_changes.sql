-- PostgreSQL announces rematch offers to other processes (see the migration of the same
-- number there). SQLite is one process's database: its host publishes them itself.
SELECT 1;
