// The label index of a searchable table: a GIN index of the search vector's weight-A lexemes
// (ts_filter), which are the label's (a person's name, a company's or opportunity's name, a
// note's or task's title, a pipeline record's name: the generated column's first argument).
// Search reads it to find the records whose label matches, which rank first, without scoring
// every record that matches through its other fields (a job title, an email domain, a body).
//
// The expression here must be the one the index was built on, so that the planner uses it: the
// search migration writes it out for the built-in tables, createPipelineTableSql (ddl.ts) builds
// it from this for pipelines.

/** The indexed expression, of the search vector `vector` (a qualified column). */
export const searchLabelVector = (vector: string) => `ts_filter(${vector}, '{a}')`;
