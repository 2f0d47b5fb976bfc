#!/usr/bin/env bash
# CI guard: openapi/records/, generated/ and schema/records.graphql must be exactly what `npm run codegen` produces from
# src/metadata/objects/ (the record objects' paths and schemas), openapi/, schema/, codegen.yml
# and prisma/schema.prisma. Regenerates in place, then fails if git sees any change (modified,
# deleted or new files) under either folder. Then checks that prisma/schema.prisma holds no change
# without a migration (npm run migration:check, scripts/check-migration-snapshot.ts).
#
#   npm run codegen:check
set -euo pipefail
cd "$(dirname "$0")/.."

npx tsx scripts/codegen.ts

outputs=(openapi/records/ generated/ schema/records.graphql packages/client/src/generated/)
changes=$(git status --porcelain --untracked-files=all -- "${outputs[@]}")
if [ -n "$changes" ]; then
  echo >&2
  echo "codegen:check FAILED: generated files are stale. These files differ from what is committed:" >&2
  echo "$changes" >&2
  git --no-pager diff --stat -- "${outputs[@]}" >&2 || true
  echo >&2
  echo "Run 'npm run codegen' and commit openapi/records/ and generated/ together with the change to their sources" >&2
  echo "(src/metadata/objects/, the generator in src/http/record-*.ts and field-schemas.ts, openapi/, schema/, prisma/)." >&2
  exit 1
fi
echo "codegen:check: openapi/records/ and generated/ are up to date."

npx tsx scripts/check-migration-snapshot.ts
