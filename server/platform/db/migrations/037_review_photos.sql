-- An owner's review may carry one photo (contract/review-rules.ts), re-encoded by the server so no EXIF survives
-- (server/routes/support-photos.ts cleanPhoto), stored with the review and moderated with it.
ALTER TABLE owner_reviews ADD COLUMN photo bytea;
ALTER TABLE owner_reviews ADD COLUMN photo_type text CHECK (photo_type IN ('image/jpeg', 'image/png', 'image/webp'));
ALTER TABLE owner_reviews ADD COLUMN photo_width integer;
ALTER TABLE owner_reviews ADD COLUMN photo_height integer;
