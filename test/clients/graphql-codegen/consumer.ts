// @graphql-codegen client preset (graphql-codegen/codegen.ts) on the workspace's GraphQL schema:
// typed documents that create and read a pipeline record with its custom field, sent with fetch.
import { print } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql } from '../../../.tmp/generators/graphql-codegen/gql.ts';
import { SENT, typed, type CrmTarget } from '../consumer-support.ts';

const CreateDeal = graphql(`
  mutation CreateDeal($data: DealCreateInput!) {
    createDeal(data: $data) {
      id
      name
      priorityScore
    }
  }
`);

const DealsByScore = graphql(`
  query DealsByScore($score: Float!) {
    deals(filter: { priorityScore: { eq: $score } }) {
      edges {
        node {
          id
          name
          priorityScore
        }
      }
    }
  }
`);

/** POST /graphql; the answer's type is the document's. */
async function send<Result, Variables>({ baseUrl, apiKey }: CrmTarget, document: TypedDocumentNode<Result, Variables>, variables: Variables): Promise<Result> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
    body: JSON.stringify({ query: print(document), variables }),
  });
  const answer: { data?: Result; errors?: Array<{ message: string }> } = await response.json();
  if (!answer.data || answer.errors) throw new Error(`GraphQL ${response.status}: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/** What the typed GraphQL run read back. */
export interface GraphQLReport {
  createdName: string | null;
  listedScores: Array<number | null>;
}

export async function graphqlRun(crm: CrmTarget): Promise<GraphQLReport> {
  const created = await send(crm, CreateDeal, { data: { name: SENT.dealName, priorityScore: 41 } });
  if (!created.createDeal) throw new Error('createDeal answered null');
  const listed = await send(crm, DealsByScore, { score: 41 });
  return {
    createdName: typed(created.createDeal.name),
    listedScores: listed.deals.edges.map((edge) => typed(edge.node.priorityScore)),
  };
}
