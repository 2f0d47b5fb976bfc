-- Duplicate criteria (src/records/duplicates/criteria.ts) answered through indexes, never a
-- scan of person or company: each criterion compares canonical forms, and each canonical form of
-- a stored value is an index expression.
--   person name.firstName + name.lastName: crm_duplicate_text of each, one two-column index;
--   person emails.primaryEmail: stored canonical (20261126230000_canonical_emails), the existing
--     person_emails_primary_email_idx;
--   person linkedinLink.primaryLinkUrl: crm_linkedin_handle, the inbox's person_linkedin_handle_idx;
--   company name: crm_duplicate_text;
--   company domainName.primaryLinkUrl: crm_linkedin_handle (it is the inbox's rule for any URL:
--     no scheme, no `www.`, no trailing slash, lower case), a new index.

-- Text as duplicates compare it: trimmed, lower case, empty as NULL.
CREATE FUNCTION crm_duplicate_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT nullif(lower(btrim(value)), '') $$;

CREATE INDEX "person_duplicate_name_idx" ON "person" (crm_duplicate_text("name_first_name"), crm_duplicate_text("name_last_name"));
CREATE INDEX "company_duplicate_name_idx" ON "company" (crm_duplicate_text("name"));
CREATE INDEX "company_duplicate_domain_idx" ON "company" (crm_linkedin_handle("domain_name_primary_link_url"));
