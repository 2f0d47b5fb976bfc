// The one statement of a search: the input's words become two tsqueries in SQL (so they pass
// through the same unaccent and parser as the indexed text), then one branch per object reads
// its GIN index and keeps its best `limit + 1` hits after the cursor, and the branches merge.
//
// Matching: every word of the input must match, each as a prefix (`jo sm` finds John Smith);
// an input that looks like a phone number matches by its digits, as one prefix. Ranking: ts_rank
// of that prefix query OR'd with the exact words, so an exact word counts twice and ranks above
// a prefix; ties break by object name and id, so the order is total and stable and the keyset
// exact. The score is computed for every match (that is what ranking costs); the label, the
// picture and the reported ranks only for each object's best few.
import type { SqlStatement } from '../db/sql-executor.ts';
import { isComposite, SEARCH_VECTOR_COLUMN, type ObjectMetadata } from '../metadata/types.ts';
import { fieldByName } from '../metadata/registry.ts';
import { quoteIdent as q, SqlParams } from '../query/index.ts';
import type { SearchCursor } from './search-cursor.ts';
import type { SearchRequest } from './search-input.ts';

export interface SearchRow {
  object: string;
  id: string;
  label: string;
  image_url: string | null;
  ts_rank: number;
  ts_rank_cd: number;
  score: number;
}

const VECTOR = `"t".${q(SEARCH_VECTOR_COLUMN)}`;
// The queries as scalar subqueries (InitPlans): evaluated once, and a constant to the planner's
// eyes, so each branch reads its GIN index instead of joining every row to "q".
const PREFIX = `(SELECT "prefix" FROM "q")`;
/** The prefix query OR the exact words: a word matched exactly counts twice, so it ranks higher. */
const RANKED = `(SELECT "ranked" FROM "q")`;
const SCORE = `ts_rank(${VECTOR}, ${RANKED})::float8`;

/** `string_agg` of the lexemes "w" quoted for to_tsquery ('' and \ escaped), each followed by `suffix`. */
const quotedTerms = (suffix: string, operator: string) =>
  `string_agg('''' || replace(replace("w", '\\', '\\\\'), '''', '''''') || '''${suffix}', ' ${operator} ')`;

/** The lexemes of `text` as the index has them (unaccented, lower-cased, parsed). */
const lexemes = (text: string) => `SELECT "w" FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, ${text}))) AS "w"`;

export function searchStatement(request: SearchRequest): SqlStatement {
  const params = new SqlParams();
  // An input that looks like a phone number is searched as one number, by its digits: its
  // words ('+33', '6', '12') would each match most numbers as prefixes, at a high cost.
  const text = `crm_search_normalize(${params.add(request.phoneDigits === null ? request.text : '', 'text')})`;
  const digits = params.add(request.phoneDigits, 'text');
  const limit = params.add(request.limit + 1, 'int');
  // Two readings of the input, either of which may match: its words as the parser reads them
  // (`acme.com`, `ada@acme.com`) and its alphanumeric runs (`lovelace@acme.com`: lovelace, acme,
  // com), which the index also holds for emails and links; and a phone number's digits.
  const queries =
    `"parsed" AS (${lexemes(text)}),\n` +
    `"split" AS (${lexemes(`regexp_replace(${text}, '[^[:alnum:]]+', ' ', 'g')`)}),\n` +
    `"terms" AS (SELECT` +
    ` (SELECT '(' || ${quotedTerms(':*', '&')} || ')' FROM "parsed") AS "parsed",` +
    // The second reading only when it differs from the first (plain words read the same).
    ` (SELECT '(' || ${quotedTerms(':*', '&')} || ')' FROM "split" WHERE EXISTS (SELECT "w" FROM "split" EXCEPT SELECT "w" FROM "parsed")) AS "split",` +
    ` (SELECT ${quotedTerms('', '|')} FROM (SELECT "w" FROM "parsed" UNION SELECT "w" FROM "split") AS "u") AS "exact"),\n` +
    `"q" AS (SELECT to_tsquery('simple'::regconfig, nullif(concat_ws(' | ', "parsed", "split", '''' || ${digits} || ''':*'), '')) AS "prefix",` +
    ` to_tsquery('simple'::regconfig, nullif(concat_ws(' | ', "parsed", "split", '''' || ${digits} || ''':*', "exact", '''' || ${digits} || ''''), '')) AS "ranked" FROM "terms")`;
  const branches = request.objects.map((object) => {
    const after = request.after ? `AND ${keysetSql(object, request.after, params)}` : '';
    // The best hits by score alone (one scan of the matching rows), then the label, picture and
    // ranks of those few only.
    const table = q(object.table);
    return (
      `(SELECT ${params.add(object.nameSingular, 'text')} AS "object", "t"."id", ${labelSql(object)} AS "label", ${imageSql(object)} AS "image_url",` +
      ` ts_rank(${VECTOR}, ${PREFIX}) AS "ts_rank", ts_rank_cd(${VECTOR}, ${PREFIX}) AS "ts_rank_cd", "top"."score"` +
      ` FROM (SELECT "t"."id", ${SCORE} AS "score" FROM ${table} AS "t" WHERE ${VECTOR} @@ ${PREFIX} ${after}` +
      ` ORDER BY "score" DESC, "t"."id" LIMIT ${limit}) AS "top" JOIN ${table} AS "t" ON "t"."id" = "top"."id")`
    );
  });
  return {
    text:
      `WITH ${queries}\n` +
      `SELECT "object", "id"::text AS "id", "label", "image_url", "ts_rank"::float8 AS "ts_rank", "ts_rank_cd"::float8 AS "ts_rank_cd", "score"\n` +
      `FROM (${branches.join('\nUNION ALL\n')}) AS "hits"\n` +
      `ORDER BY "score" DESC, "object" COLLATE "C", "id" LIMIT ${limit}`,
    values: params.values,
    // A few texts at most (one per set of objects, with or without a cursor): planned once.
    prepare: true,
  };
}

/** Hits of `object` after the cursor's in (score DESC, object, id) order. */
function keysetSql(object: ObjectMetadata, after: SearchCursor, params: SqlParams): string {
  const score = params.add(after.score, 'double precision');
  // Object names compare as the final ORDER BY does (COLLATE "C": code point order).
  const sameScore =
    object.nameSingular > after.object ? 'TRUE' : object.nameSingular < after.object ? 'FALSE' : `"t"."id" > ${params.add(after.id, 'uuid')}`;
  return `(${SCORE} < ${score} OR (${SCORE} = ${score} AND ${sameScore}))`;
}

/** What a person reads as the record's name: its label field as text (a full name joined). */
function labelSql(object: ObjectMetadata): string {
  const field = fieldByName(object, object.labelIdentifierField);
  if (!field || field.type === 'RELATION') return `''`;
  if (isComposite(field)) {
    const parts = Object.values(field.columns).map((column) => `coalesce("t".${q(column)}::text, '')`);
    return `btrim(${parts.join(` || ' ' || `)})`;
  }
  return `coalesce("t".${q(field.column)}::text, '')`;
}

function imageSql(object: ObjectMetadata): string {
  const field = object.search?.imageField ? fieldByName(object, object.search.imageField) : undefined;
  return field && !isComposite(field) && field.type !== 'RELATION' ? `"t".${q(field.column)}` : 'NULL::text';
}
