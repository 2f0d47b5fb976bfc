-- DESIGN.md "Webhook events": the plural object name that patterns and triggers accept is stored
-- singular (`people.created` as `person.created`, `people.*` as `person.*`). Rows written before
-- kept it as given; matching accepts both, so only what they show changes (no `updated_at`).
-- Webhook patterns are TEXT[] (order kept); a DATABASE_EVENT trigger's name is in JSONB.
UPDATE "webhook"
   SET "operations" = ARRAY(
         SELECT regexp_replace("o"."pattern", '^people\.', 'person.')
           FROM unnest("operations") WITH ORDINALITY AS "o"("pattern", "position")
          ORDER BY "o"."position")
 WHERE EXISTS (SELECT 1 FROM unnest("operations") AS "p"("pattern") WHERE "p"."pattern" LIKE 'people.%');

UPDATE "workflow_version"
   SET "trigger" = jsonb_set("trigger", '{settings,eventName}', to_jsonb(regexp_replace("trigger" -> 'settings' ->> 'eventName', '^people\.', 'person.')))
 WHERE "trigger" ->> 'type' = 'DATABASE_EVENT' AND "trigger" -> 'settings' ->> 'eventName' LIKE 'people.%';
