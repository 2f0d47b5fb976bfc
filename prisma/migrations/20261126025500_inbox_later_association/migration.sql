-- A participant's handle in canonical form with its kind (`email:ann@example.com`,
-- `phone:33612345678`, `linkedin:linkedin.com/in/ann`), or NULL for a handle of no known shape:
-- the rule of src/inbox/handles.ts (a test checks they agree). Unmatched participants are indexed
-- by it, so a person write finds the participants its handles should link in one index probe.
CREATE FUNCTION crm_participant_handle(handle text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE
      WHEN "h" = '' THEN NULL
      WHEN "h" ~ '(^|[/.])linkedin\.com/' OR "h" LIKE 'linkedin.com/%' THEN 'linkedin:' || public.crm_linkedin_handle("h")
      WHEN "h" LIKE '%@%' AND "h" NOT LIKE '%/%' THEN 'email:' || "h"
      WHEN "h" ~ '^\+?[0-9[:space:]().-]+$' AND length(regexp_replace("h", '[^0-9]', '', 'g')) >= 5 THEN 'phone:' || regexp_replace("h", '[^0-9]', '', 'g')
    END FROM (SELECT lower(btrim(coalesce(handle, ''))) AS "h") AS "s" $$;

-- A person's handles in the same form, from a written row (to_jsonb of a person row).
CREATE FUNCTION crm_person_row_handles(person jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_remove(
      ARRAY(SELECT 'email:' || e FROM unnest(public.crm_person_email_handles(person ->> 'emails_primary_email', person -> 'emails_additional_emails')) AS e)
      || ARRAY(SELECT 'phone:' || p FROM unnest(public.crm_person_phone_handles(person ->> 'phones_primary_phone_number', person ->> 'phones_primary_phone_calling_code', person -> 'phones_additional_phones')) AS p)
      || ('linkedin:' || public.crm_linkedin_handle(person ->> 'linkedin_link_primary_link_url')), NULL) $$;

CREATE INDEX "message_participant_unmatched_handle_idx" ON "message_participant" (public.crm_participant_handle("handle")) WHERE "person_id" IS NULL;
