-- A sequence that is not sending is DEACTIVATED, as DESIGN.md and the product name the status
-- (and as workflow versions already do); it was stored as INACTIVE. The column is plain TEXT (the
-- values are checked by the record layer's metadata), so only the stored rows change.
UPDATE "sequence" SET "status" = 'DEACTIVATED' WHERE "status" = 'INACTIVE';
