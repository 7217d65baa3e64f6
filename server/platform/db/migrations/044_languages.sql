-- The language of what we send a customer (issue 29): each account's SMS, WhatsApp, push and e-mail go out in its
-- language, set at sign-up from the site used and changed by the language switch (PUT /me/language). The values
-- are contract/languages.ts LANGUAGES. An account made before this migration stays in English.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi'));
