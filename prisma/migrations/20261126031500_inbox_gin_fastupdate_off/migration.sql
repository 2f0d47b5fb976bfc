-- The inbox's GIN indexes without a pending list: with fastupdate on, every new person or
-- message waits in an unsorted list that each lookup reads in full until a vacuum merges it, and
-- matching a participant (one lookup per handle of every imported message) paid for that. The
-- search migration decided the same for its index. Entries already pending are merged now.
ALTER INDEX "person_email_handles_idx" SET (fastupdate = off);
ALTER INDEX "person_phone_handles_idx" SET (fastupdate = off);
ALTER INDEX "message_header_references_idx" SET (fastupdate = off);
SELECT gin_clean_pending_list('person_email_handles_idx'::regclass);
SELECT gin_clean_pending_list('person_phone_handles_idx'::regclass);
SELECT gin_clean_pending_list('message_header_references_idx'::regclass);
