-- The back-office order list's search by name (issue 12, "Scale"): `b.name ILIKE '%words%'`
-- (server/store/back-office-orders.ts searchCondition) matches anywhere in the name, which no b-tree serves, so at a
-- million orders it read the whole table. A trigram index answers it: the planner finds the few matching rows through
-- it (a bitmap scan) and the list sorts those. pg_trgm is a trusted extension (a database owner may create it) and
-- PGlite loads it from @electric-sql/pglite/contrib/pg_trgm (server/db/index.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX bookings_name_trgm_idx ON bookings USING gin (name gin_trgm_ops);
ANALYZE bookings;
