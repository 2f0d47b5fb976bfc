// @graphql-codegen client preset on the workspace's GraphQL schema (introspected from /graphql,
// saved to .tmp/generators/schema.graphql by the test; a URL with an `authorization` header works
// as `schema` too): `npx graphql-codegen --config test/clients/graphql-codegen/codegen.ts`, from the
// repository root. The documents are the `graphql(...)` calls of consumer.ts.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: '.tmp/generators/schema.graphql',
  documents: ['test/clients/graphql-codegen/consumer.ts'],
  ignoreNoDocuments: false,
  generates: {
    '.tmp/generators/graphql-codegen/': {
      preset: 'client',
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string', UUID: 'string', JSON: 'unknown' } },
    },
  },
};

export default config;
