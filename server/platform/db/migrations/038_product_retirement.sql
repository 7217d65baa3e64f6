-- Issue 27, the catalogue from the back office. A model carries a one-line tagline (its pages' and cards' line), and
-- an admin may retire it: retired_at is set once, for good. A retired model is never on sale, leaves every public
-- list and page (its paths answer 410), and its row stays, so every order that has it still names it.
ALTER TABLE products ADD COLUMN tagline text NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN retired_at timestamptz;
ALTER TABLE products ADD CONSTRAINT products_retired_not_on_sale CHECK (retired_at IS NULL OR NOT active);
-- The seeded models' description is their tagline (server/seed/products.ts): it becomes their tagline too.
UPDATE products SET tagline = left(description, 120) WHERE tagline = '';
