-- AlterTable
ALTER TABLE "message" ADD COLUMN     "header_references" JSONB;

-- CreateIndex
CREATE INDEX "message_header_references_idx" ON "message" USING GIN ("header_references" jsonb_path_ops);

-- Handles as the inbox matches them to people and workspace members (src/inbox/handles.ts is the
-- same rule in TypeScript): emails lower-cased; phones as digits with their calling code;
-- LinkedIn URLs without scheme, `www.` or trailing slash, lower-cased. Expression indexes on them,
-- so matching a participant never scans `person`. Calls between them name their schema: PostgreSQL 17+
-- builds an index with a search_path of pg_catalog only.
CREATE FUNCTION crm_email_handle(email text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT nullif(lower(btrim(email)), '') $$;

CREATE FUNCTION crm_phone_handle(number text, calling_code text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN coalesce(btrim(number), '') = '' THEN NULL
                    ELSE nullif(regexp_replace(coalesce(calling_code, '') || number, '[^0-9]', '', 'g'), '') END $$;

CREATE FUNCTION crm_linkedin_handle(url text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT nullif(regexp_replace(regexp_replace(regexp_replace(lower(btrim(coalesce(url, ''))),
         '^[a-z][a-z0-9+.-]*://', ''), '^www\.', ''), '/+$', ''), '') $$;

-- A person's email handles: the primary and the additional ones.
CREATE FUNCTION crm_person_email_handles(primary_email text, additional jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_remove(array_prepend(public.crm_email_handle(primary_email),
           coalesce((SELECT array_agg(public.crm_email_handle(e)) FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(additional) = 'array' THEN additional ELSE '[]'::jsonb END) AS e), '{}')), NULL) $$;

-- A person's phone handles: the primary and the additional ones ({number, callingCode}).
CREATE FUNCTION crm_person_phone_handles(primary_number text, primary_calling_code text, additional jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_remove(array_prepend(public.crm_phone_handle(primary_number, primary_calling_code),
           coalesce((SELECT array_agg(public.crm_phone_handle(p ->> 'number', p ->> 'callingCode'))
                     FROM jsonb_array_elements(CASE WHEN jsonb_typeof(additional) = 'array' THEN additional ELSE '[]'::jsonb END) AS p
                     WHERE jsonb_typeof(p) = 'object'), '{}')), NULL) $$;

CREATE INDEX "person_email_handles_idx" ON "person" USING GIN (crm_person_email_handles("emails_primary_email", "emails_additional_emails"));
CREATE INDEX "person_phone_handles_idx" ON "person" USING GIN (crm_person_phone_handles("phones_primary_phone_number", "phones_primary_phone_calling_code", "phones_additional_phones"));
CREATE INDEX "person_linkedin_handle_idx" ON "person" (crm_linkedin_handle("linkedin_link_primary_link_url"));
CREATE INDEX "workspace_member_email_handle_idx" ON "workspace_member" (crm_email_handle("user_email"));
