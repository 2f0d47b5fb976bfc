// The group by operation of one record object, `GET /rest/<plural>/groupBy` (DESIGN.md "Twenty
// REST extras"): built from its metadata beside the other record paths (record-paths.ts), so
// built-in objects (openapi/records/paths/, by the codegen) and pipelines (at run time) get it
// alike. The literal `groupBy` segment wins over `{id}` in the validator and the contract tests'
// matcher (literal segments first); `groupBy` is reserved as a pipeline name (runtime-metadata/names.ts).
import type { ObjectMetadata } from '../metadata/types.ts';
import { inSentence } from '../lib/sentences.ts';
import { recordOperationIds } from './operation-types.ts';
import { recordSchemaNames } from './record-schemas.ts';

/** Its query parameters, the same for every object (openapi/components/parameters.yaml). */
const GROUP_BY_PARAMETERS = ['groupByGroupBy', 'groupByAggregate', 'filter', 'groupByOrderBy', 'groupByLimit', 'groupByIncludeRecordsSample', 'groupByOrderByForRecords'];

export function groupByPath(object: ObjectMetadata, errorResponses: Record<string, unknown>): Record<string, Record<string, unknown>> {
  const ids = recordOperationIds(object);
  const many = inSentence(object.labelPlural);
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
        parameters: GROUP_BY_PARAMETERS.map((name) => ({ $ref: `#/components/parameters/${name}` })),
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
                      records: { type: 'array', maxItems: 10, items: { $ref: `#/components/schemas/${recordSchemaNames(object).flat}` } },
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
