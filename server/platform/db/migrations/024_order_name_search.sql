-- The back-office lists' searches by name (issue 12, "Scale"), which match anywhere in the text (`ILIKE '%words%'`)
-- and so no b-tree serves: at a million orders the order list's name search read the whole table (~1 s), and at
-- 250,000 test rides an enquiry search read all of them (~170 ms). Trigram indexes answer them: the planner finds the
-- matching rows through the index (a bitmap scan) and the list sorts those. pg_trgm is a trusted extension (a
-- database owner may create it) and PGlite loads it from @electric-sql/pglite/contrib/pg_trgm (server/db/index.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The order list: `b.name ILIKE …` (server/store/back-office-orders.ts searchCondition).
CREATE INDEX bookings_name_trgm_idx ON bookings USING gin (name gin_trgm_ops);

-- The enquiry lists: name, mobile and e-mail searched as one text, the same expression as the search's
-- (server/store/back-office-enquiries.ts addSearch); the three columns are NOT NULL.
CREATE INDEX test_rides_search_trgm_idx ON test_rides USING gin ((name || ' ' || mobile || ' ' || email) gin_trgm_ops);
CREATE INDEX notify_requests_search_trgm_idx ON notify_requests USING gin ((name || ' ' || mobile || ' ' || email) gin_trgm_ops);
CREATE INDEX contact_messages_search_trgm_idx ON contact_messages USING gin ((name || ' ' || mobile || ' ' || email) gin_trgm_ops);

ANALYZE bookings, test_rides, notify_requests, contact_messages;
