// The group by operation of one record object, `GET /rest/<plural>/groupBy` (DESIGN.md "Twenty
// REST extras"): built from its metadata beside the other record paths (record-paths.ts), so
// built-in objects (openapi/records/paths/, by the codegen) and pipelines (at run time) get it
// alike. The literal `groupBy` segment wins over `{id}` in the validator and the contract tests'
// matcher (literal segments first); `groupBy` is reserved as a pipeline name (runtime-metadata/names.ts).
import type { ObjectMetadata } from '../metadata/types.ts';
import { inSentence } from '../lib/sentences.ts';
import type { JsonSchema } from './field-schemas.ts';
import { capitalize, recordOperationIds } from './operation-types.ts';

/** A JSON-valued query parameter, parsed by the service so a malformed value gets Twenty's message. */
const jsonParameter = (name: string, description: string, example: string, required = false): JsonSchema => ({
  name,
  in: 'query',
  required,
  description,
  allowReserved: true,
  schema: { type: 'string' },
  example,
});

export function groupByPath(object: ObjectMetadata, errorResponses: Record<string, unknown>): Record<string, Record<string, unknown>> {
  const ids = recordOperationIds(object);
  const many = inSentence(object.labelPlural);
  const S = capitalize(object.nameSingular);
  return {
    [`/rest/${object.namePlural}/groupBy`]: {
      get: {
        operationId: ids.groupBy,
        'x-required-role': 'readonly',
        summary: `Group ${many}`,
        description:
          `The ${many} matching \`filter\`, grouped by the \`group_by\` fields, with aggregates per group and, on request, a sample of each group's records: one statement whatever the number of groups. ` +
          'Answers a bare array of groups `{groupByDimensionValues, <aggregates>, records?}`, as Twenty does. ' +
          'Malformed or unknown input is a 400 `INVALID_GROUP_BY` (a bad `filter`: `INVALID_FILTER`, as on the list).',
        tags: [object.labelPlural],
        parameters: [
          jsonParameter(
            'group_by',
            'Required. A JSON array of one-field objects, one per dimension, in order: a field `{"stage": true}`, a composite sub-field `{"name": {"firstName": true}}`, a join field `{"companyId": true}` (a relation itself cannot be grouped by), a date cut by a granularity `{"createdAt": {"granularity": "MONTH", "timeZone": "Europe/Paris"}}`. Granularities: `NONE` (the value), `DAY_OF_THE_WEEK` (`Monday`..`Sunday`), `MONTH_OF_THE_YEAR` (`January`..`December`), `QUARTER_OF_THE_YEAR` (`Q1`..`Q4`), `DAY`, `WEEK` (starting Monday), `MONTH`, `QUARTER`, `YEAR` (the first day of the period, `YYYY-MM-DD`). A date-time is cut in `timeZone` (IANA, default `UTC`); a date has no zone.',
            '[{"stage": true}]',
          ),
          jsonParameter(
            'aggregate',
            'A JSON array of aggregate names, answered under those names as JSON numbers (min/max of a date: its ISO text; null over no value): `totalCount`; `countEmpty<Field>`, `countNotEmpty<Field>`, `countUniqueValues<Field>`, `percentageEmpty<Field>`, `percentageNotEmpty<Field>` (a fraction from 0 to 1) for any field; `countTrue<Field>`, `countFalse<Field>` (BOOLEAN); `min<Field>`, `max<Field>` (NUMBER, DATE, DATE_TIME); `avg<Field>`, `sum<Field>` (NUMBER); `min|max|avg|sum<Field>AmountMicros` (CURRENCY). Default: `["totalCount"]`.',
            '["totalCount", "sumAmountAmountMicros"]',
          ),
          { $ref: '#/components/parameters/filter' },
          jsonParameter(
            'order_by',
            'The order of the groups, a JSON array: a group_by field `{"stage": "DescNullsLast"}`, a sub-field `{"name": {"firstName": "AscNullsFirst"}}`, a date `{"createdAt": {"orderBy": "AscNullsFirst", "granularity": "MONTH"}}`, an aggregate `{"aggregate": {"totalCount": "DescNullsLast"}}`. Then by every group_by field not named, ascending; weekdays and months in calendar order.',
            '[{"aggregate": {"totalCount": "DescNullsLast"}}]',
          ),
          {
            name: 'limit',
            in: 'query',
            required: false,
            description: 'Groups to answer at most: an integer of at least 1, default 50; above 1000 is clamped to 1000.',
            schema: { type: 'string' },
            example: '20',
          },
          {
            name: 'include_records_sample',
            in: 'query',
            required: false,
            description: "true: each group carries `records`, up to 10 of its records at depth 0, in `order_by_for_records`.",
            schema: { type: 'boolean', default: false },
          },
          {
            name: 'order_by_for_records',
            in: 'query',
            required: false,
            allowReserved: true,
            description: "The order of each group's sample, in the list's `order_by` syntax (`name[AscNullsFirst],createdAt[DescNullsLast]`); default `createdAt`, then `id`.",
            schema: { type: 'string' },
            example: 'createdAt[DescNullsLast]',
          },
        ],
        responses: {
          '200': {
            description: `The groups of ${many}, in order.`,
            content: {
              'application/json': {
                schema: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['groupByDimensionValues'],
                    properties: {
                      groupByDimensionValues: {
                        type: 'array',
                        description: "The group's value of each group_by entry, in order (null: the records without a value).",
                        items: {},
                      },
                      records: { type: 'array', maxItems: 10, items: { $ref: `#/components/schemas/${S}` } },
                    },
                    additionalProperties: { type: ['number', 'string', 'null'], description: 'An aggregate, under the name it was asked by.' },
                  },
                },
              },
            },
          },
          ...errorResponses,
        },
      },
    },
  };
}
