// The workspace a run starts from: a pipeline with a field of every kind (so its generated paths
// and schemas are walked like the built-in ones), custom fields on built-in objects, and the
// ids the run must never destroy (its own API key, that pipeline and those fields). Everything
// through the public API (docs/PIPELINES.md), each answer checked like any other.
export interface SetupField {
  name: string;
  type: string;
  options?: { value: string; label?: string; color?: string }[];
  relationTarget?: string;
  relationInverseName?: string;
  defaultValue?: unknown;
}

export const FUZZ_PIPELINE = { nameSingular: 'fuzzDeal', namePlural: 'fuzzDeals', labelSingular: 'Fuzz deal', labelPlural: 'Fuzz deals' };

export const FUZZ_PIPELINE_FIELDS: SetupField[] = [
  { name: 'summary', type: 'TEXT' },
  { name: 'score', type: 'NUMBER' },
  { name: 'active', type: 'BOOLEAN', defaultValue: true },
  { name: 'closesAt', type: 'DATE_TIME' },
  { name: 'startsOn', type: 'DATE' },
  { name: 'priority', type: 'SELECT', options: [{ value: 'LOW' }, { value: 'HIGH', color: 'red' }, { value: 'IN_PROGRESS', label: 'In progress' }] },
  { name: 'tags', type: 'MULTI_SELECT', options: [{ value: 'HOT' }, { value: 'COLD' }, { value: 'VIP' }] },
  { name: 'payload', type: 'RAW_JSON' },
  { name: 'website', type: 'LINKS' },
  { name: 'contactEmails', type: 'EMAILS' },
  { name: 'phone', type: 'PHONES' },
  { name: 'contactName', type: 'FULL_NAME' },
  { name: 'hq', type: 'ADDRESS' },
  { name: 'brief', type: 'RICH_TEXT' },
  { name: 'budget', type: 'CURRENCY' },
  { name: 'account', type: 'RELATION', relationTarget: 'company', relationInverseName: 'fuzzDeals' },
  { name: 'contact', type: 'RELATION', relationTarget: 'person', relationInverseName: 'fuzzDealsAsContact' },
];

/** Custom fields of built-in objects: objectMetadataId (a name works) -> fields. */
export const FUZZ_CUSTOM_FIELDS: Record<string, SetupField[]> = {
  person: [{ name: 'fuzzNickname', type: 'TEXT' }, { name: 'fuzzBorn', type: 'DATE' }],
  company: [{ name: 'fuzzTier', type: 'SELECT', options: [{ value: 'GOLD' }, { value: 'SILVER' }] }, { name: 'fuzzMeta', type: 'RAW_JSON' }],
  opportunity: [{ name: 'fuzzProbability', type: 'NUMBER', defaultValue: 50 }],
  task: [{ name: 'fuzzFlags', type: 'MULTI_SELECT', options: [{ value: 'URGENT' }, { value: 'LATER' }] }],
};

/** What setup needs from a run: one checked JSON exchange. */
export interface SetupSession {
  /** Sends a request with the admin key; the answer is checked like every other; returns status and JSON. */
  call(method: string, path: string, body?: unknown): Promise<{ status: number; json: any }>;
  /** Marks ids destructive requests must leave alone. */
  protect(...ids: string[]): void;
}

/** Creates the pipeline and the custom fields; protects them and every API key that exists. */
export async function setUpWorkspace(session: SetupSession): Promise<void> {
  const keys = await session.call('GET', '/rest/apiKeys');
  if (keys.status !== 200) throw new Error(`setup: GET /rest/apiKeys answered ${keys.status}`);
  session.protect(...keys.json.data.apiKeys.map((k: { id: string }) => k.id));

  const created = await session.call('POST', '/rest/metadata/pipelines', FUZZ_PIPELINE);
  if (created.status !== 200) throw new Error(`setup: creating the pipeline answered ${created.status}: ${JSON.stringify(created.json)}`);
  const pipeline = created.json.data.createPipeline;
  session.protect(pipeline.id, ...pipeline.fields.map((f: { id: string }) => f.id));
  for (const field of FUZZ_PIPELINE_FIELDS) {
    const answer = await session.call('POST', `/rest/metadata/pipelines/${pipeline.id}/fields`, field);
    if (answer.status !== 200) throw new Error(`setup: field ${field.name} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
    session.protect(answer.json.data.createField.id);
  }
  for (const [object, fields] of Object.entries(FUZZ_CUSTOM_FIELDS)) {
    for (const field of fields) {
      const answer = await session.call('POST', `/rest/metadata/objects/${object}/fields`, field);
      if (answer.status !== 200) throw new Error(`setup: ${object}.${field.name} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
      session.protect(answer.json.data.createField.id);
    }
  }
}
