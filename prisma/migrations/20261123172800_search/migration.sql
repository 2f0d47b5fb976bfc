-- Full-text search (src/search, docs/SEARCH.md). Each searchable table gets a stored generated
-- tsvector column, kept current by the database on every write from any interface, and a GIN
-- index. Text is lower-cased (the 'simple' configuration: no stemming, no stop words, so names
-- and fragments match as typed) and unaccented, so `jose` finds `José` and `JOSÉ` finds `jose`.
-- Weights: A the record's label (name, title), B emails, domains and job title, C phones,
-- D note and task bodies; an exact word ranks above a prefix (src/search/search-sql.ts).
--
-- Hand-edited after `npm run migration:new`: Prisma cannot express generated columns or these
-- functions; schema.prisma declares the column as Unsupported("tsvector") with its GIN index.

CREATE EXTENSION IF NOT EXISTS unaccent;

-- unaccent() is STABLE (its dictionary could change); naming the dictionary makes the result a
-- function of the text alone, which a generated column requires.
CREATE FUNCTION crm_search_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, coalesce(value, '')) $$;

-- The document of a record: four texts, one per weight.
CREATE FUNCTION crm_search_vector(a text, b text, c text, d text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('simple'::regconfig, crm_search_normalize(a)), 'A')
            || setweight(to_tsvector('simple'::regconfig, crm_search_normalize(b)), 'B')
            || setweight(to_tsvector('simple'::regconfig, crm_search_normalize(c)), 'C')
            || setweight(to_tsvector('simple'::regconfig, crm_search_normalize(d)), 'D') $$;

-- An email as a whole (`ada@acme.com` and its prefixes such as `ada@`), its domain (`acme.com`)
-- and its words (`lovelace` in `ada.lovelace@acme.com`).
CREATE FUNCTION crm_search_email_text(email text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(email, '') || ' ' || split_part(coalesce(email, ''), '@', 2) || ' '
            || regexp_replace(coalesce(email, ''), '[^[:alnum:]]+', ' ', 'g') $$;

CREATE FUNCTION crm_search_emails_text(emails jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(string_agg(crm_search_email_text(e), ' '), '')
        FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(emails) = 'array' THEN emails ELSE '[]'::jsonb END) AS e $$;

-- A link as written, without its scheme and `www.` (so `acme.com` finds https://www.acme.com),
-- and its words.
CREATE FUNCTION crm_search_link_text(url text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(url, '') || ' '
            || regexp_replace(regexp_replace(coalesce(url, ''), '^[[:alpha:]][[:alnum:]+.-]*://', ''), '^www\.', '', 'i') || ' '
            || regexp_replace(coalesce(url, ''), '[^[:alnum:]]+', ' ', 'g') $$;

CREATE FUNCTION crm_search_links_text(links jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(string_agg(crm_search_link_text(l ->> 'url'), ' '), '')
        FROM jsonb_array_elements(CASE WHEN jsonb_typeof(links) = 'array' THEN links ELSE '[]'::jsonb END) AS l
        WHERE jsonb_typeof(l) = 'object' $$;

-- A phone number as digits, alone and after its calling code (`612345678`, `33612345678`), so a
-- number typed with or without spaces, dashes or the +33 finds it, and so do its prefixes.
CREATE FUNCTION crm_search_phone_text(number text, calling_code text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT regexp_replace(coalesce(number, ''), '[^0-9]', '', 'g') || ' '
            || CASE WHEN coalesce(number, '') = '' THEN ''
                    ELSE regexp_replace(coalesce(calling_code, '') || number, '[^0-9]', '', 'g') END $$;

CREATE FUNCTION crm_search_phones_text(phones jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(string_agg(crm_search_phone_text(p ->> 'number', p ->> 'callingCode'), ' '), '')
        FROM jsonb_array_elements(CASE WHEN jsonb_typeof(phones) = 'array' THEN phones ELSE '[]'::jsonb END) AS p
        WHERE jsonb_typeof(p) = 'object' $$;

ALTER TABLE "person" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (crm_search_vector(
  coalesce("name_first_name", '') || ' ' || coalesce("name_last_name", ''),
  crm_search_email_text("emails_primary_email") || ' ' || crm_search_emails_text("emails_additional_emails") || ' ' || coalesce("job_title", ''),
  crm_search_phone_text("phones_primary_phone_number", "phones_primary_phone_calling_code") || ' ' || crm_search_phones_text("phones_additional_phones"),
  NULL)) STORED;

ALTER TABLE "company" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (crm_search_vector(
  "name",
  crm_search_link_text("domain_name_primary_link_url") || ' ' || crm_search_links_text("domain_name_secondary_links"),
  NULL,
  NULL)) STORED;

ALTER TABLE "opportunity" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (crm_search_vector("name", NULL, NULL, NULL)) STORED;

-- The plain-text body, kept in step with bodyV2 by the record layer; its markdown when a row was
-- written around the API (an import in SQL) with only that.
ALTER TABLE "note" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (crm_search_vector("title", NULL, NULL, coalesce("body", "body_v2_markdown"))) STORED;

ALTER TABLE "task" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (crm_search_vector("title", NULL, NULL, coalesce("body", "body_v2_markdown"))) STORED;

-- fastupdate off: a row's entries go into the index as it is written, instead of a pending list
-- that every search must scan until a vacuum merges it (and which makes the planner avoid the
-- index): search latency stays flat under writes, at a small cost per write.
CREATE INDEX "person_search_vector_idx" ON "person" USING GIN ("search_vector") WITH (fastupdate = off);

CREATE INDEX "company_search_vector_idx" ON "company" USING GIN ("search_vector") WITH (fastupdate = off);

CREATE INDEX "opportunity_search_vector_idx" ON "opportunity" USING GIN ("search_vector") WITH (fastupdate = off);

CREATE INDEX "note_search_vector_idx" ON "note" USING GIN ("search_vector") WITH (fastupdate = off);

CREATE INDEX "task_search_vector_idx" ON "task" USING GIN ("search_vector") WITH (fastupdate = off);
