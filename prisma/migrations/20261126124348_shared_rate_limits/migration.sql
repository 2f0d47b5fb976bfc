-- Per-key token buckets shared by every process on this database (src/http/shared-token-buckets.ts).
-- UNLOGGED: a bucket is worth nothing after a crash (losing it fills the bucket again), so its
-- updates, one per lease of tokens, skip the WAL and the flush at commit.
CREATE UNLOGGED TABLE "rate_limit_bucket" (
    "key" TEXT NOT NULL,
    "tokens" DOUBLE PRECISION NOT NULL,
    "at_ms" BIGINT NOT NULL,
    "granted" INTEGER NOT NULL,

    CONSTRAINT "rate_limit_bucket_pkey" PRIMARY KEY ("key")
);
