-- What a person write pays for the inbox, cut (docs/BENCHMARKS.md, issue 23), as the search
-- migration 20261123181000 did for search. The handle functions were SQL functions PostgreSQL
-- cannot inline (they read JSON arrays or a subquery), so every statement that called them
-- planned their bodies again: each person INSERT for the GIN handle indexes, and the later
-- association's probe (its CTE also planned an EXISTS over them). Measured at the database on
-- PostgreSQL 15, single-row person INSERTs at 8 in flight (100,000 people, 50,000 unmatched
-- participants): 761/s with the SQL functions and no probe, 922/s in PL/pgSQL; the probe as a
-- CTE took 43% off, in one PL/pgSQL call 4%. PL/pgSQL keeps its plans for the session.
--
-- The functions compute exactly what they did (the indexes on them stay valid); the loops
-- replace the subqueries, and the inlinable helpers (crm_email_handle, crm_phone_handle,
-- crm_linkedin_handle) stay SQL.

CREATE OR REPLACE FUNCTION crm_person_email_handles(primary_email text, additional jsonb) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$ DECLARE
    result text[] := '{}';
    h text := public.crm_email_handle(primary_email);
  BEGIN
    IF h IS NOT NULL THEN result := result || h; END IF;
    IF jsonb_typeof(additional) = 'array' THEN
      FOR i IN 0 .. jsonb_array_length(additional) - 1 LOOP
        h := public.crm_email_handle(additional ->> i);
        IF h IS NOT NULL THEN result := result || h; END IF;
      END LOOP;
    END IF;
    RETURN result;
  END $$;

CREATE OR REPLACE FUNCTION crm_person_phone_handles(primary_number text, primary_calling_code text, additional jsonb) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$ DECLARE
    result text[] := '{}';
    h text := public.crm_phone_handle(primary_number, primary_calling_code);
    phone jsonb;
  BEGIN
    IF h IS NOT NULL THEN result := result || h; END IF;
    IF jsonb_typeof(additional) = 'array' THEN
      FOR i IN 0 .. jsonb_array_length(additional) - 1 LOOP
        phone := additional -> i;
        IF jsonb_typeof(phone) = 'object' THEN
          h := public.crm_phone_handle(phone ->> 'number', phone ->> 'callingCode');
          IF h IS NOT NULL THEN result := result || h; END IF;
        END IF;
      END LOOP;
    END IF;
    RETURN result;
  END $$;

CREATE OR REPLACE FUNCTION crm_participant_handle(handle text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$ DECLARE
    h text := lower(btrim(coalesce(handle, '')));
  BEGIN
    IF h = '' THEN RETURN NULL; END IF;
    IF h ~ '(^|[/.])linkedin\.com/' OR h LIKE 'linkedin.com/%' THEN RETURN 'linkedin:' || public.crm_linkedin_handle(h); END IF;
    IF h LIKE '%@%' AND h NOT LIKE '%/%' THEN RETURN 'email:' || h; END IF;
    IF h ~ '^\+?[0-9[:space:]().-]+$' AND length(regexp_replace(h, '[^0-9]', '', 'g')) >= 5 THEN
      RETURN 'phone:' || regexp_replace(h, '[^0-9]', '', 'g');
    END IF;
    RETURN NULL;
  END $$;

CREATE OR REPLACE FUNCTION crm_person_row_handles(person jsonb) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$ DECLARE
    result text[] := '{}';
    h text;
  BEGIN
    FOREACH h IN ARRAY public.crm_person_email_handles(person ->> 'emails_primary_email', person -> 'emails_additional_emails') LOOP
      result := result || ('email:' || h);
    END LOOP;
    FOREACH h IN ARRAY public.crm_person_phone_handles(person ->> 'phones_primary_phone_number', person ->> 'phones_primary_phone_calling_code', person -> 'phones_additional_phones') LOOP
      result := result || ('phone:' || h);
    END LOOP;
    h := public.crm_linkedin_handle(person ->> 'linkedin_link_primary_link_url');
    IF h IS NOT NULL THEN result := result || ('linkedin:' || h); END IF;
    RETURN result;
  END $$;

-- Whether a written person row (to_jsonb of it) has a handle some unmatched participant has: the
-- later association's probe (src/inbox/link-participants-hook.ts), one probe of the partial index
-- on unmatched participants' handles, with its plan kept for the session.
CREATE FUNCTION crm_person_links_participants(person jsonb) RETURNS boolean
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  AS $$ BEGIN
    RETURN EXISTS (SELECT 1 FROM public.message_participant AS mp
      WHERE mp.person_id IS NULL AND public.crm_participant_handle(mp.handle) = ANY(public.crm_person_row_handles(person)));
  END $$;
