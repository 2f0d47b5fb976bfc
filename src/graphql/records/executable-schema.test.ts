import { expect, it } from 'vitest';
import { BUILT_IN_OBJECTS } from '../../metadata/registry.ts';
import { loadTypeDefs } from '../server.ts';
import { buildSchema } from './executable-schema.ts';

it('keeps no source locations on the schema it serves (each would hold the SDL token list in memory)', () => {
  const schema = buildSchema(loadTypeDefs(), [], BUILT_IN_OBJECTS);
  expect(schema.getType('Person')?.astNode).toBeDefined();
  expect(schema.getType('Person')?.astNode?.loc).toBeUndefined();
  expect(schema.getQueryType()?.getFields().people?.astNode?.loc).toBeUndefined();
});
