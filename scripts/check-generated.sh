#!/usr/bin/env bash
# CI guard: generated/ must be exactly what `npm run codegen` produces from openapi/, schema/,
# codegen.yml and prisma/schema.prisma. Regenerates in place, then fails if git sees any
# change (modified, deleted or new files) under generated/.
#
#   npm run codegen:check
set -euo pipefail
cd "$(dirname "$0")/.."

npx tsx scripts/codegen.ts

changes=$(git status --porcelain --untracked-files=all -- generated/)
if [ -n "$changes" ]; then
  echo >&2
  echo "codegen:check FAILED: generated/ is stale. These files differ from what is committed:" >&2
  echo "$changes" >&2
  git --no-pager diff --stat -- generated/ >&2 || true
  echo >&2
  echo "Run 'npm run codegen' and commit generated/ together with the change to its sources." >&2
  exit 1
fi
echo "codegen:check: generated/ is up to date."
