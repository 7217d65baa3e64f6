-- The language of what we send a customer (issue 29): each account's SMS, WhatsApp, push and e-mail go out in its
-- language, set at sign-up from the site used and changed by the language switch (PUT /me/language). The values
-- are contract/languages.ts LANGUAGES. An account made before this migration stays in English.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi'));

-- A guest has no account: their booking's and test ride's notices go out in the language of the site they used
-- (null: not known, as for a booking the call centre made or a record older than this migration; English then).
-- Once the mobile has an account, the account's language wins.
ALTER TABLE bookings ADD COLUMN language text CHECK (language IN ('en', 'hi'));
ALTER TABLE test_rides ADD COLUMN language text CHECK (language IN ('en', 'hi'));
