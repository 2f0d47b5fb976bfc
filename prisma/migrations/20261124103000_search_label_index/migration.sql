-- Search ranks the records whose label matches every word of the input (a person's name, a
-- company's or opportunity's name, a note's or task's title, a pipeline record's name) above
-- those found only through other fields, and finds them through an index of the label alone
-- (src/search/search-label.ts). A broad word then costs the records whose label holds it, not
-- every record whose job title, email or body does: `software` over 100,000 people, 19,148 of
-- them with Software in their job title, read 5,230 heap pages and scored every match (22 ms).
--
-- The label is the search vector's weight-A part (the generated column's first argument), so the
-- index is of ts_filter(search_vector, '{a}'): cheap to compute on write and to recheck on read.

CREATE INDEX "person_search_label_idx" ON "person" USING GIN (ts_filter("search_vector", '{a}')) WITH (fastupdate = on, gin_pending_list_limit = 128);

CREATE INDEX "company_search_label_idx" ON "company" USING GIN (ts_filter("search_vector", '{a}')) WITH (fastupdate = on, gin_pending_list_limit = 128);

CREATE INDEX "opportunity_search_label_idx" ON "opportunity" USING GIN (ts_filter("search_vector", '{a}')) WITH (fastupdate = on, gin_pending_list_limit = 128);

CREATE INDEX "note_search_label_idx" ON "note" USING GIN (ts_filter("search_vector", '{a}')) WITH (fastupdate = on, gin_pending_list_limit = 128);

CREATE INDEX "task_search_label_idx" ON "task" USING GIN (ts_filter("search_vector", '{a}')) WITH (fastupdate = on, gin_pending_list_limit = 128);

-- Pipelines created before this migration (a new pipeline's table gets the index with it).
DO $$
DECLARE
  pipeline_table text;
BEGIN
  FOR pipeline_table IN SELECT "table_name" FROM "pipeline_object" LOOP
    EXECUTE format('CREATE INDEX %I ON %I USING GIN (ts_filter("search_vector", ''{a}'')) WITH (fastupdate = on, gin_pending_list_limit = 128)',
      left(pipeline_table || '_search_label_idx', 63), pipeline_table);
  END LOOP;
END $$;
