-- Issue 27, one truth for a model's rating: it is read from the published reviews of verified owners (owner_reviews)
-- when a product is selected (server/store/products.ts), so the copies kept on products go.
ALTER TABLE products DROP COLUMN rating;
ALTER TABLE products DROP COLUMN num_reviews;
