-- Item vectors for matching by meaning (server/embeddings/README.md). The embedding column is
-- pgvector's `vector` (no fixed dimension: any model fits) where the extension can be made,
-- else `bytea` (float32 little-endian), the fallback for PostgreSQL without pgvector. Which
-- one a database has is read from the column's type when it is opened (server/embeddings/store.ts).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS vector;
    EXCEPTION WHEN insufficient_privilege THEN
      -- Available but not ours to create (not trusted, not a superuser): the fallback.
      RAISE NOTICE 'pgvector is available but could not be created: item vectors are stored as bytea';
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') THEN
    CREATE TABLE "product_vectors" (
      "product_id" integer NOT NULL REFERENCES "products" ("id") ON DELETE CASCADE,
      "model" text NOT NULL,
      "text_hash" text NOT NULL,
      "embedding" vector NOT NULL,
      PRIMARY KEY ("product_id", "model")
    );
  ELSE
    CREATE TABLE "product_vectors" (
      "product_id" integer NOT NULL REFERENCES "products" ("id") ON DELETE CASCADE,
      "model" text NOT NULL,
      "text_hash" text NOT NULL,
      "embedding" bytea NOT NULL,
      PRIMARY KEY ("product_id", "model")
    );
  END IF;
END $$;
