// The `POST /rest/<plural>/duplicates` path of one record object (every object, pipelines
// included: one without duplicate criteria answers an empty entry per input). Built beside
// record-paths.ts, which adds it to the object's paths; written into openapi/records/ by
// `npm run codegen` like the others.
import type { ObjectMetadata } from '../metadata/types.ts';
import { duplicateCriteria } from '../records/duplicates/criteria.ts';
import { MAX_DUPLICATES_INPUTS } from '../records/duplicates/duplicate-service.ts';
import { MAX_DUPLICATES_PER_INPUT } from '../records/duplicates/duplicates-sql.ts';
import type { JsonSchema } from './field-schemas.ts';
import { capitalize, duplicatesOperationId } from './operation-types.ts';
import { inSentence } from '../lib/sentences.ts';

/** A function: record-paths.ts imports this file, so its constants are not there yet when this one loads. */

/** The criteria in words: "`name.firstName` with `name.lastName`; `emails.primaryEmail`; ...". */
function criteriaText(object: ObjectMetadata): string {
  const groups = duplicateCriteria(object);
  if (groups.length === 0) return `${object.labelPlural} have no duplicate criteria: every input gets an empty entry.`;
  const words = groups.map((group) => group.map((value) => `\`${value.field}${value.sub ? `.${value.sub}` : ''}\``).join(' with '));
  return `A record is a duplicate when it has the same ${words.join(', or the same ')} (any of these; compared trimmed and case-insensitively, links without scheme, \`www.\` or trailing slash, emails in canonical form); a value shorter than 3 characters is not compared.`;
}

export function duplicatesPaths(object: ObjectMetadata, errorResponses: Record<string, unknown>): Record<string, Record<string, unknown>> {
  const S = capitalize(object.nameSingular);
  const many = inSentence(object.labelPlural);
  const key = `${object.nameSingular}Duplicates`;
  return {
    [`/rest/${object.namePlural}/duplicates`]: {
      post: {
        operationId: duplicatesOperationId(object),
        'x-required-role': 'readonly',
        summary: `Find duplicate ${many}`,
        description: `For each input, the ${many} that look like the same record. Exactly one of \`data\` (record bodies as a create takes them) or \`ids\` (stored ${many}; each is left out of its own answer). ${criteriaText(object)} One entry per input, in input order; each entry's records in id order, at most ${MAX_DUPLICATES_PER_INPUT} (\`totalCount\` counts all). A read: nothing is written.`,
        tags: [object.labelPlural],
        parameters: [{ $ref: `#/components/parameters/${object.defaultDepth === 1 ? 'depthDefaultOne' : 'depth'}` }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                description: 'Exactly one of `data` and `ids`.',
                additionalProperties: false,
                properties: {
                  data: {
                    type: 'array',
                    maxItems: MAX_DUPLICATES_INPUTS,
                    description: `Record bodies as \`POST /rest/${object.namePlural}\` takes them; only the duplicate criteria's values are read (an \`id\` is left out of the answer).`,
                    items: { type: 'object' },
                  },
                  ids: { type: 'array', maxItems: MAX_DUPLICATES_INPUTS, description: `Ids of stored ${many}.`, items: { type: 'string' } },
                },
              } satisfies JsonSchema,
            },
          },
        },
        responses: {
          '200': {
            description: 'One entry per input.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['data'],
                  properties: {
                    data: {
                      type: 'array',
                      items: {
                        type: 'object',
                        required: [key, 'totalCount', 'pageInfo'],
                        properties: {
                          [key]: { type: 'array', items: { $ref: `#/components/schemas/${S}` } },
                          totalCount: { type: 'integer', minimum: 0, description: 'Number of duplicates of the input.' },
                          pageInfo: { $ref: '#/components/schemas/PageInfo' },
                        },
                      },
                    },
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
