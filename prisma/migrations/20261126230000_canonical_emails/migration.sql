-- Canonical email addresses (src/lib/canonical-email.ts is the rule; DESIGN.md "Twenty REST
-- extras", Emails). Every write stores them canonical from now on; this canonicalises the ones
-- stored before, in every EMAILS field of every table (person.emails and any custom EMAILS field,
-- pipelines' included: found by their columns, <prefix>_primary_email text beside
-- <prefix>_additional_emails jsonb), in batches of 10,000 rows by id.
--
-- SQL does all of the rule but punycode: local part and domain lower-cased, the full stops
-- U+3002, U+FF0E, U+FF61 read as '.', trailing dots dropped. The rows still holding a non-ASCII
-- character after this are rewritten by the TypeScript rule itself right after this migration, in
-- the same transaction (src/db/migration-data-steps.ts), so a stored `ann@Bücher.de` becomes
-- `ann@xn--bcher-kva.de` as a new write would store it.

-- The last '@' splits local part and domain; anything else (no '@', nothing before or after it)
-- stays as it is.
CREATE FUNCTION crm_canonical_email(address text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN m IS NULL THEN address
                    ELSE lower(m[1]) || '@' || rtrim(lower(translate(m[2], '。．｡', '...')), '.') END
        FROM regexp_match(address, '^(.+)@([^@]+)$') AS m $$;

-- additionalEmails: each string item canonical, in order; anything else as it is.
CREATE FUNCTION crm_canonical_emails(addresses jsonb) RETURNS jsonb
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN jsonb_typeof(addresses) = 'array' THEN
                 coalesce((SELECT jsonb_agg(CASE WHEN jsonb_typeof(e) = 'string' THEN to_jsonb(public.crm_canonical_email(e #>> '{}')) ELSE e END ORDER BY i)
                           FROM jsonb_array_elements(addresses) WITH ORDINALITY AS x(e, i)), '[]'::jsonb)
               ELSE addresses END $$;

-- The EMAILS fields of the schema: table, primary column, additional column.
CREATE FUNCTION crm_email_columns() RETURNS TABLE (table_name text, primary_column text, additional_column text)
  LANGUAGE sql STABLE
  AS $$ SELECT p.table_name::text, p.column_name::text, a.column_name::text
        FROM information_schema.columns AS p
        JOIN information_schema.columns AS a
          ON a.table_schema = p.table_schema AND a.table_name = p.table_name
         AND a.column_name = left(p.column_name, length(p.column_name) - length('_primary_email')) || '_additional_emails'
        WHERE p.table_schema = current_schema() AND p.column_name LIKE '%\_primary\_email'
          AND p.data_type = 'text' AND a.data_type = 'jsonb'
        ORDER BY 1, 2 $$;

-- Rewrites the stored addresses that are not canonical, table by table, `batch_size` rows (by id)
-- per UPDATE, so no statement rewrites a whole large table at once. updated_at is left alone and
-- no event is sent: the addresses mean what they meant.
CREATE PROCEDURE crm_canonicalise_stored_emails(batch_size integer DEFAULT 10000)
  LANGUAGE plpgsql
  AS $$
DECLARE
  target record;
  after_id uuid;
  last_id uuid;
BEGIN
  FOR target IN SELECT * FROM public.crm_email_columns() LOOP
    after_id := NULL;
    LOOP
      EXECUTE format('SELECT "b"."id" FROM (SELECT "id" FROM %I WHERE $1::uuid IS NULL OR "id" > $1 ORDER BY "id" LIMIT $2) AS "b" ORDER BY "b"."id" DESC LIMIT 1', target.table_name)
        INTO last_id USING after_id, batch_size;
      EXIT WHEN last_id IS NULL;
      EXECUTE format(
        'UPDATE %1$I SET %2$I = public.crm_canonical_email(%2$I), %3$I = public.crm_canonical_emails(%3$I)
          WHERE ($1::uuid IS NULL OR "id" > $1) AND "id" <= $2
            AND (%2$I IS DISTINCT FROM public.crm_canonical_email(%2$I) OR %3$I IS DISTINCT FROM public.crm_canonical_emails(%3$I))',
        target.table_name, target.primary_column, target.additional_column)
        USING after_id, last_id;
      after_id := last_id;
    END LOOP;
  END LOOP;
END $$;

CALL crm_canonicalise_stored_emails();
