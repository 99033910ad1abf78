-- The sign bits of each item vector, beside it, where vectors are float32 `bytea` (PostgreSQL
-- without pgvector): bit i is component i's sign bit (1 negative). `nearestItems` ranks a large
-- catalog by the Hamming distance of these bits to the query's (`bit_count(signs # q)`) and reads
-- the float vectors of the nearest few hundred only (server/embeddings/README.md). pgvector
-- orders by cosine distance itself, so its table gets no such column. Rows kept before this
-- migration get their bits here: byte 4i+3 of a little-endian float32 holds its sign bit.
DO $$
BEGIN
  IF (SELECT atttypid = 'bytea'::regtype FROM pg_attribute
      WHERE attrelid = 'product_vectors'::regclass AND attname = 'embedding') THEN
    ALTER TABLE "product_vectors" ADD COLUMN "signs" bit varying;
    UPDATE "product_vectors" SET "signs" = (
      SELECT coalesce(string_agg((get_byte("embedding", i * 4 + 3) >> 7)::text, '' ORDER BY i), '')
      FROM generate_series(0, length("embedding") / 4 - 1) AS i
    )::bit varying;
  END IF;
END $$;
