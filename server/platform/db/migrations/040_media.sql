-- Issue 26, the media library: photographs the maker uploads per model, colour ('' = every colour) and slot
-- (contract/media-rules.ts MEDIA_SLOTS), shown instead of the studio render. One per (model, colour, slot): a new
-- upload replaces the old one in one transaction (server/modules/media/service.ts). The made files (every width of
-- `widths` in AVIF and WebP) live in the media storage (MEDIA_STORAGE) under storage_prefix, never in the table.
CREATE TABLE media_items (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  model_id text NOT NULL REFERENCES products (id),
  colour text NOT NULL DEFAULT '',
  slot text NOT NULL CHECK (slot IN ('hero', 'side', 'scene', 'detail')),
  alt text NOT NULL CHECK (length(alt) BETWEEN 1 AND 200),
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  widths integer[] NOT NULL CHECK (cardinality(widths) > 0),
  storage_prefix text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  UNIQUE (model_id, colour, slot)
);
