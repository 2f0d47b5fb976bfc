-- What a write pays for search, cut (docs/BENCHMARKS.md, issue 8). Measured per single-row
-- person INSERT on PostgreSQL 15: 170-210 µs without the search column, 470-510 µs with it as
-- first written, of which almost all went to calling SQL functions that PostgreSQL cannot
-- inline (those calling the STABLE unaccent(), or reading a JSON array): each call sets up its
-- own executor. The same functions in PL/pgSQL compute the same text (so the stored vectors
-- stay valid) at a fraction of the cost.

CREATE OR REPLACE FUNCTION crm_search_normalize(value text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$ BEGIN RETURN public.unaccent('public.unaccent'::regdictionary, coalesce(value, '')); END $$;

-- crm_search_normalize written out: a PL/pgSQL call per text costs more than the work.
CREATE OR REPLACE FUNCTION crm_search_vector(a text, b text, c text, d text) RETURNS tsvector
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$ BEGIN
    RETURN setweight(to_tsvector('simple'::regconfig, public.unaccent('public.unaccent'::regdictionary, coalesce(a, ''))), 'A')
        || setweight(to_tsvector('simple'::regconfig, public.unaccent('public.unaccent'::regdictionary, coalesce(b, ''))), 'B')
        || setweight(to_tsvector('simple'::regconfig, public.unaccent('public.unaccent'::regdictionary, coalesce(c, ''))), 'C')
        || setweight(to_tsvector('simple'::regconfig, public.unaccent('public.unaccent'::regdictionary, coalesce(d, ''))), 'D');
  END $$;

CREATE OR REPLACE FUNCTION crm_search_emails_text(emails jsonb) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$ DECLARE
    result text := NULL;
  BEGIN
    IF jsonb_typeof(emails) IS DISTINCT FROM 'array' THEN RETURN ''; END IF;
    FOR i IN 0 .. jsonb_array_length(emails) - 1 LOOP
      result := CASE WHEN result IS NULL THEN '' ELSE result || ' ' END || crm_search_email_text(emails ->> i);
    END LOOP;
    RETURN coalesce(result, '');
  END $$;

CREATE OR REPLACE FUNCTION crm_search_links_text(links jsonb) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$ DECLARE
    link jsonb;
    result text := NULL;
  BEGIN
    IF jsonb_typeof(links) IS DISTINCT FROM 'array' THEN RETURN ''; END IF;
    FOR i IN 0 .. jsonb_array_length(links) - 1 LOOP
      link := links -> i;
      CONTINUE WHEN jsonb_typeof(link) IS DISTINCT FROM 'object';
      result := CASE WHEN result IS NULL THEN '' ELSE result || ' ' END || crm_search_link_text(link ->> 'url');
    END LOOP;
    RETURN coalesce(result, '');
  END $$;

CREATE OR REPLACE FUNCTION crm_search_phones_text(phones jsonb) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$ DECLARE
    phone jsonb;
    result text := NULL;
  BEGIN
    IF jsonb_typeof(phones) IS DISTINCT FROM 'array' THEN RETURN ''; END IF;
    FOR i IN 0 .. jsonb_array_length(phones) - 1 LOOP
      phone := phones -> i;
      CONTINUE WHEN jsonb_typeof(phone) IS DISTINCT FROM 'object';
      result := CASE WHEN result IS NULL THEN '' ELSE result || ' ' END || crm_search_phone_text(phone ->> 'number', phone ->> 'callingCode');
    END LOOP;
    RETURN coalesce(result, '');
  END $$;

-- New entries go through GIN's pending list again (fastupdate), but a short one: the insert
-- that fills 128 kB merges it in bulk, and a search scans at most that much of it. (With
-- fastupdate off every row's lexemes went into the index one by one.)
ALTER INDEX "person_search_vector_idx" SET (fastupdate = on, gin_pending_list_limit = 128);
ALTER INDEX "company_search_vector_idx" SET (fastupdate = on, gin_pending_list_limit = 128);
ALTER INDEX "opportunity_search_vector_idx" SET (fastupdate = on, gin_pending_list_limit = 128);
ALTER INDEX "note_search_vector_idx" SET (fastupdate = on, gin_pending_list_limit = 128);
ALTER INDEX "task_search_vector_idx" SET (fastupdate = on, gin_pending_list_limit = 128);
