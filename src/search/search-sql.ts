// The one statement of a search: the input's words become tsqueries in SQL (so they pass through
// the same unaccent and parser as the indexed text), then one branch per object keeps its best
// `limit + 1` hits after the cursor, and the branches merge.
//
// Matching: every word of the input must match, each as a prefix (`jo sm` finds John Smith);
// an input that looks like a phone number matches by its digits, as one prefix.
//
// Ranking, in two tiers. First the records whose label (a person's name, a company's name, a
// note's title...) matches every word, then the records that match only through their other
// fields (an email, a job title, a body). Within a tier, ts_rank of the prefix query OR'd with
// the exact words, so an exact word counts twice and ranks above a prefix; ties break by object
// name and id, so the order is total and stable and the keyset exact. The tier is part of the
// score (LABEL_TIER added), so the cursor needs nothing more.
//
// Cost: the label tier is read through each table's label index (search-label.ts) and scored
// alone; only when it cannot fill the page are all the matches scored. So a broad word that many
// names hold costs those names, and a word in 19,000 job titles costs nothing when 21 names hold
// it. Label, picture and the reported ranks are computed for each object's best few only.
import type { SqlStatement } from '../db/sql-executor.ts';
import { isComposite, SEARCH_VECTOR_COLUMN, type ObjectMetadata } from '../metadata/types.ts';
import { fieldByName } from '../metadata/registry.ts';
import { liveSql, quoteIdent as q, SqlParams } from '../query/index.ts';
import type { SearchCursor } from './search-cursor.ts';
import type { SearchRequest } from './search-input.ts';
import { searchLabelVector } from './search-label.ts';

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
/** The prefix query with every word restricted to weight A: "the label matches", read from the search vector. */
const PREFIX_IN_LABEL = `(SELECT "prefix_label" FROM "q")`;
/** The prefix query OR the exact words: a word matched exactly counts twice, so it ranks higher. */
const RANKED = `(SELECT "ranked" FROM "q")`;
const RANK = `ts_rank(${VECTOR}, ${RANKED})::float8`;
/** Added to the score of a record whose label matches: above any ts_rank (at most about 1.4). */
export const LABEL_TIER = 10;
/** Whether the label hits fill the page; then nothing else is scored (a one-time filter). */
const LABEL_HITS_FILL_PAGE = `(SELECT "full" FROM "label_page")`;

/** `string_agg` of the lexemes "w" quoted for to_tsquery ('' and \ escaped), each followed by `suffix`. */
const quotedTerms = (suffix: string, operator: string) =>
  `string_agg('''' || replace(replace("w", '\\', '\\\\'), '''', '''''') || '''${suffix}', ' ${operator} ')`;

/** The lexemes of `text` as the index has them (unaccented, lower-cased, parsed). */
const lexemes = (text: string) => `SELECT "w" FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, ${text}))) AS "w"`;

/** The input's tsqueries: "prefix" (what matches), "prefix_label" (the same, in the label), "ranked". */
function queriesSql(request: SearchRequest, params: SqlParams): string {
  // An input that looks like a phone number is searched as one number, by its digits: its
  // words ('+33', '6', '12') would each match most numbers as prefixes, at a high cost.
  const text = `crm_search_normalize(${params.add(request.phoneDigits === null ? request.text : '', 'text')})`;
  const digits = params.add(request.phoneDigits, 'text');
  // Two readings of the input, either of which may match: its words as the parser reads them
  // (`acme.com`, `ada@acme.com`) and its alphanumeric runs (`lovelace@acme.com`: lovelace, acme,
  // com), which the index also holds for emails and links; and a phone number's digits.
  const readings = (suffix: string, name: string) =>
    ` (SELECT '(' || ${quotedTerms(suffix, '&')} || ')' FROM "parsed") AS "parsed_${name}",` +
    // The second reading only when it differs from the first (plain words read the same).
    ` (SELECT '(' || ${quotedTerms(suffix, '&')} || ')' FROM "split" WHERE EXISTS (SELECT "w" FROM "split" EXCEPT SELECT "w" FROM "parsed")) AS "split_${name}",`;
  const prefix = (suffix: string, name: string) => `concat_ws(' | ', "parsed_${name}", "split_${name}", '''' || ${digits} || '''${suffix}')`;
  const tsquery = (text: string) => `to_tsquery('simple'::regconfig, nullif(${text}, ''))`;
  return (
    `"parsed" AS (${lexemes(text)}),\n` +
    `"split" AS (${lexemes(`regexp_replace(${text}, '[^[:alnum:]]+', ' ', 'g')`)}),\n` +
    `"terms" AS (SELECT${readings(':*', 'any')}${readings(':*A', 'label')}` +
    ` (SELECT ${quotedTerms('', '|')} FROM (SELECT "w" FROM "parsed" UNION SELECT "w" FROM "split") AS "u") AS "exact"),\n` +
    `"q" AS (SELECT ${tsquery(prefix(':*', 'any'))} AS "prefix", ${tsquery(prefix(':*A', 'label'))} AS "prefix_label",` +
    ` ${tsquery(`concat_ws(' | ', ${prefix(':*', 'any')}, "exact", '''' || ${digits} || '''')`)} AS "ranked" FROM "terms")`
  );
}

export function searchStatement(request: SearchRequest): SqlStatement {
  const params = new SqlParams();
  const limit = params.add(request.limit + 1, 'int');
  const branch = (object: ObjectMetadata, score: string, where: string) => {
    const after = request.after ? `AND ${keysetSql(object, score, request.after, params)}` : '';
    const table = q(object.table);
    // The best hits by score alone (one scan of the matching rows), then the label, picture
    // and ranks of those few only.
    return (
      `(SELECT ${params.add(object.nameSingular, 'text')} AS "object", "t"."id", ${labelSql(object)} AS "label", ${imageSql(object)} AS "image_url",` +
      ` ts_rank(${VECTOR}, ${PREFIX}) AS "ts_rank", ts_rank_cd(${VECTOR}, ${PREFIX}) AS "ts_rank_cd", "top"."score"` +
      ` FROM (SELECT "t"."id", ${score} AS "score" FROM ${table} AS "t" WHERE ${where}${liveSql(object, 't')} ${after}` +
      ` ORDER BY "score" DESC, "t"."id" LIMIT ${limit}) AS "top" JOIN ${table} AS "t" ON "t"."id" = "top"."id")`
    );
  };
  // Through the label indexes: the records whose label matches. Not when the cursor is past
  // that tier (every label hit was on an earlier page).
  const labelBranches =
    request.after !== null && request.after.score < LABEL_TIER
      ? []
      : request.objects.map((object) => branch(object, `(${LABEL_TIER} + ${RANK})`, `${searchLabelVector(VECTOR)} @@ ${PREFIX}`));
  const gated = labelBranches.length > 0;
  // Every match, only when the label hits cannot fill the page. On a first page all label hits
  // are in "label_hits", so every match is scored as if in the second tier and the label hits'
  // copies are dropped (each object's best `limit + 1` still hold the page's second-tier hits);
  // after a cursor each match's tier is read from its vector, so the keyset compares true scores.
  const firstPage = request.after === null;
  const allBranches = request.objects.map((object) =>
    branch(
      object,
      firstPage ? RANK : `(CASE WHEN ${VECTOR} @@ ${PREFIX_IN_LABEL} THEN ${LABEL_TIER} ELSE 0 END + ${RANK})`,
      `${VECTOR} @@ ${PREFIX}${gated ? ` AND NOT ${LABEL_HITS_FILL_PAGE}` : ''}`,
    ),
  );
  const ctes = gated
    ? `,\n"label_hits" AS (${labelBranches.join('\nUNION ALL\n')}),\n"label_page" AS (SELECT count(*) >= ${limit} AS "full" FROM "label_hits")`
    : '';
  const hits = !gated
    ? allBranches
    : firstPage
      ? [
          `SELECT * FROM "label_hits"`,
          `SELECT * FROM (${allBranches.join('\nUNION ALL\n')}) AS "all_hits"` +
            ` WHERE NOT EXISTS (SELECT FROM "label_hits" AS "l" WHERE "l"."object" = "all_hits"."object" AND "l"."id" = "all_hits"."id")`,
        ]
      : [`SELECT * FROM "label_hits" WHERE ${LABEL_HITS_FILL_PAGE}`, ...allBranches];
  return {
    text:
      `WITH ${queriesSql(request, params)}${ctes}\n` +
      `SELECT "object", "id"::text AS "id", "label", "image_url", "ts_rank"::float8 AS "ts_rank", "ts_rank_cd"::float8 AS "ts_rank_cd", "score"\n` +
      `FROM (${hits.join('\nUNION ALL\n')}) AS "hits"\n` +
      `ORDER BY "score" DESC, "object" COLLATE "C", "id" LIMIT ${limit}`,
    values: params.values,
    // A few texts at most (one per set of objects, with or without a cursor): planned once.
    prepare: true,
  };
}

/** Hits of `object` after the cursor's in (score DESC, object, id) order; `score` is the branch's score expression. */
function keysetSql(object: ObjectMetadata, score: string, after: SearchCursor, params: SqlParams): string {
  const afterScore = params.add(after.score, 'double precision');
  // Object names compare as the final ORDER BY does (COLLATE "C": code point order).
  const sameScore =
    object.nameSingular > after.object ? 'TRUE' : object.nameSingular < after.object ? 'FALSE' : `"t"."id" > ${params.add(after.id, 'uuid')}`;
  return `(${score} < ${afterScore} OR (${score} = ${afterScore} AND ${sameScore}))`;
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
