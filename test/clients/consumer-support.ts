// What every consumer program of test/clients/generators.system.edge.test.ts returns, and the
// one helper they share. A consumer is what a user writes on top of a generated client: it reads
// the answers' fields and writes bodies with NO cast, so `tsc --strict` on it tells whether the
// generator produced useful types from the served document (issue 44).

/** Where the consumer runs: the live service and an admin API key. */
export interface CrmTarget {
  baseUrl: string;
  apiKey: string;
}

/** The workspace the test prepared: a `deal` pipeline with a custom field, and one on person. */
export const WORKSPACE = {
  pipeline: { nameSingular: 'deal', namePlural: 'deals', labelSingular: 'Deal', labelPlural: 'Deals' },
  /** NUMBER field of the pipeline. */
  pipelineField: { name: 'priorityScore', type: 'NUMBER' },
  /** TEXT field added to the built-in person. */
  personField: { name: 'nickname', type: 'TEXT' },
} as const;

/** What a consumer sends: the test checks the answers it reports against these. */
export const SENT = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  primaryEmail: 'ada@analytical.test',
  nickname: 'Countess',
  jobTitle: 'Mathematician',
  companyName: 'Acme',
  dealName: 'Engine order',
  priorityScore: 7,
} as const;

/**
 * A CRUD run of a person (create, filtered list, get, PATCH, delete), a company created with
 * `{ name: "Acme" }` only, and a pipeline record with its custom field; each value read from the
 * typed answer.
 */
export interface CrudReport {
  /** `data.createPerson.name.firstName` */
  createdFirstName: string | null;
  /** `data.people[0].emails.primaryEmail` of a list filtered on the created person's id */
  listedPrimaryEmail: string | null;
  /** The person's custom field, from `data.person` (GET by id) */
  fetchedNickname: string | null;
  /** `data.updatePerson.jobTitle` after a PATCH of `jobTitle` */
  patchedJobTitle: string | null;
  /** `data.deletePerson.id` */
  deletedId: string;
  /** Whether GET of the deleted person answers 404 */
  goneAfterDelete: boolean;
  /** `data.createCompany.name` */
  companyName: string | null;
  /** The pipeline record's custom field, from `data.deal` (GET by id) */
  dealPriorityScore: number | null;
}

/**
 * Makes a value typed `any` a compile error where it is used: `any` is what a generator gives when
 * it lost the type, and it would compile silently. `report.x = typed(answer.x)` fails to compile
 * when `answer.x` is `any` (the result is then `{ typedAny: never }`), and `unknown` fails anyway.
 */
export function typed<T>(value: T): 0 extends 1 & T ? { typedAny: never } : T;
export function typed(value: unknown) {
  return value;
}
