import { makeExecutableSchema } from '@graphql-tools/schema';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationCost } from './operation-cost.ts';

const schema = makeExecutableSchema({
  typeDefs: /* GraphQL */ `
    type Person { id: ID! tags: [String!] }
    type PersonEdge { node: Person! cursor: String! }
    type PageInfo { hasNextPage: Boolean! }
    type PersonConnection { edges: [PersonEdge!]! totalCount: Int! pageInfo: PageInfo! }
    type Company { id: ID! people(first: Int, last: Int): PersonConnection! }
    type CompanyEdge { node: Company! }
    type CompanyConnection { edges: [CompanyEdge!]! totalCount: Int! }
    type Hit { id: ID! }
    type Query {
      companies(first: Int, last: Int): CompanyConnection!
      recent(limit: Int = 5): [Hit!]!
      me: Person
    }
  `,
});

const cost = (text: string, variables?: Record<string, unknown>, operationName?: string) => operationCost(schema, parse(text), operationName, variables);

describe('operation cost', () => {
  it('counts each field once per time the answer can hold it: a page size multiplies its edges, not totalCount', () => {
    // companies 1, totalCount 1, edges 60, node 60, id 60, people 60, edges 600, node 600, id 600.
    expect(cost('{ companies(first: 60) { totalCount edges { node { id people(first: 10) { edges { node { id } } } } } } }')).toBe(2_042);
    expect(cost('{ companies(first: 2) { edges { node { id } } } }')).toBe(1 + 2 + 2 + 2);
    // A list without a size argument counts as one item.
    expect(cost('{ me { id tags } }')).toBe(3);
  });

  it('reads a page size from a variable, a variable default, the argument default, else 60', () => {
    const query = 'query ($n: Int = 4) { companies(first: $n) { edges { node { id } } } }';
    expect(cost(query, { n: 100 })).toBe(1 + 300);
    expect(cost(query, {})).toBe(1 + 12);
    // Not an Int (coercion refuses it, naming the variable): the default instead.
    expect(cost('query ($n: Int) { companies(first: $n) { edges { node { id } } } }', { n: 2 ** 40 })).toBe(1 + 180);
    expect(cost('{ recent { id } }')).toBe(5 + 5);
    expect(cost('{ recent(limit: 50) { id } }')).toBe(50 + 50);
    expect(cost('{ companies { edges { node { id } } } }')).toBe(1 + 180);
    // first and last together (refused when it runs) count the larger.
    expect(cost('{ companies(first: 2, last: 7) { edges { node { id } } } }')).toBe(1 + 21);
  });

  it('keeps the cost of a document whose page sizes are all literals, and costs one with a variable size per request', () => {
    const sized = parse('query ($n: Int) { companies(first: $n) { edges { node { id } } } }');
    expect(operationCost(schema, sized, undefined, { n: 10 })).toBe(31);
    expect(operationCost(schema, sized, undefined, { n: 20 })).toBe(61);
    const fixed = parse('query ($id: ID) { companies(first: 2) { edges { node { id } } } me { id } }');
    expect(operationCost(schema, fixed, undefined, { id: 'a' })).toBe(9);
    expect(operationCost(schema, fixed, undefined, { id: 'b' })).toBe(9);
  });

  it('counts a fragment each time it is spread, inline fragments and __typename too', () => {
    const query = `{ companies(first: 10) { edges { node { ...C ...C ... on Company { id } __typename } } } }
      fragment C on Company { id }`;
    expect(cost(query)).toBe(1 + 10 + 10 + 10 * 4);
  });

  it('costs the operation that runs when a document has several, and nothing for an unknown one', () => {
    const document = 'query A { me { id } } query B { companies(first: 3) { totalCount } }';
    expect(cost(document, undefined, 'A')).toBe(2);
    expect(cost(document, undefined, 'B')).toBe(2);
    expect(cost(document, undefined, 'C')).toBe(0);
  });
});
