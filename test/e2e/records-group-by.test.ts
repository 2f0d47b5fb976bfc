// GET /rest/<plural>/groupBy (issue 29 point 3; DESIGN.md "Twenty REST extras"): groups with
// Twenty's aggregates, composite sub-fields, join fields, every date granularity in a time zone
// across both DST changes of 2026 in Paris, the list's filter before grouping, the order and
// limit of the groups, record samples read by the same single statement, a pipeline's custom
// SELECT field, and every refusal with its message. Runs on PGlite and PostgreSQL; every
// response is checked against the workspace's own OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { statementsOf } from '../support/statements.ts';
import { workspaceApi, type WorkspaceApi } from '../support/workspace-api.ts';

let app: TestServer;
let api: WorkspaceApi;
let acme: string;
let beta: string;
const deals: Record<string, string> = {};

const M = 1_000_000;

/**
 * Closing dates chosen around Paris's clock changes of 2026 (2026-03-29 and 2026-10-25, both
 * Sundays): 00:30 in Paris is still the day before in UTC.
 */
const OPPORTUNITIES = [
  // name, stage, amount (units), company, closeDate (UTC)   // in Paris
  ['Deal 1', 'DISCOVERY', 1, 'acme', '2026-03-28T23:30:00.000Z'], // Sun 2026-03-29 00:30 CET
  ['Deal 2', 'DISCOVERY', 3, 'acme', '2026-03-29T12:00:00.000Z'], // Sun 2026-03-29 14:00 CEST
  ['Deal 3', 'PROPOSAL', 5, 'beta', '2026-10-24T22:30:00.000Z'], // Sun 2026-10-25 00:30 CEST
  ['Deal 4', 'PROPOSAL', null, 'beta', '2026-03-31T22:30:00.000Z'], // Wed 2026-04-01 00:30 CEST
  ['Deal 5', 'NEGOTIATION', 7, null, null],
  ['Deal 6', 'DISCOVERY', 2, 'beta', '2025-12-31T23:30:00.000Z'], // Thu 2026-01-01 00:30 CET
  ['Deal 7', 'CLOSED_WON', 4, 'acme', '2026-03-29T22:30:00.000Z'], // Mon 2026-03-30 00:30 CEST
] as const;

beforeAll(async () => {
  app = await startTestServer({ WORKER: 'off' });
  api = workspaceApi(app);
  const company = async (name: string) => (await api.call('POST', '/rest/companies', { name })).body.data.createCompany.id as string;
  acme = await company('Acme');
  beta = await company('Beta');
  const companies: Record<string, string> = { acme, beta };
  for (const [name, stage, amount, owner, closeDate] of OPPORTUNITIES) {
    const body = {
      name,
      stage,
      closeDate,
      companyId: owner ? companies[owner] : null,
      ...(amount === null ? {} : { amount: { amountMicros: amount * M, currencyCode: 'EUR' } }),
    };
    const created = await api.call('POST', '/rest/opportunities', body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    deals[name] = created.body.data.createOpportunity.id;
  }
  for (const [firstName, lastName] of [['Ann', 'Lee'], ['Ann', 'Ray'], ['Bob', 'Lee']]) {
    expect((await api.call('POST', '/rest/people', { name: { firstName, lastName } })).status).toBe(200);
  }
});
afterAll(() => app?.close());

type Query = Record<string, unknown>;

/** GET /rest/<plural>/groupBy with JSON-valued parameters encoded; the reply. */
function groupBy(plural: string, query: Query, apiKey?: string) {
  const search = Object.entries(query)
    .map(([key, value]) => `${key}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');
  return api.call('GET', `/rest/${plural}/groupBy?${search}`, undefined, apiKey);
}

async function groups(plural: string, query: Query): Promise<any[]> {
  const reply = await groupBy(plural, query);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  expect(Array.isArray(reply.body)).toBe(true);
  return reply.body;
}

/** `[dimension values..., count]` per group, in answer order. */
const counted = (answer: any[]) => answer.map((g) => [...g.groupByDimensionValues, g.totalCount]);

describe('groups and aggregates', () => {
  it('groups opportunities by stage with totalCount and the sum and average of the amount micros (JSON numbers)', async () => {
    const answer = await groups('opportunities', {
      group_by: [{ stage: true }],
      aggregate: ['totalCount', 'sumAmountAmountMicros', 'avgAmountAmountMicros', 'countEmptyAmount', 'minCloseDate', 'maxCloseDate'],
    });
    expect(answer).toEqual([
      { groupByDimensionValues: ['CLOSED_WON'], totalCount: 1, sumAmountAmountMicros: 4 * M, avgAmountAmountMicros: 4 * M, countEmptyAmount: 0, minCloseDate: '2026-03-29T22:30:00.000Z', maxCloseDate: '2026-03-29T22:30:00.000Z' },
      { groupByDimensionValues: ['DISCOVERY'], totalCount: 3, sumAmountAmountMicros: 6 * M, avgAmountAmountMicros: 2 * M, countEmptyAmount: 0, minCloseDate: '2025-12-31T23:30:00.000Z', maxCloseDate: '2026-03-29T12:00:00.000Z' },
      { groupByDimensionValues: ['NEGOTIATION'], totalCount: 1, sumAmountAmountMicros: 7 * M, avgAmountAmountMicros: 7 * M, countEmptyAmount: 0, minCloseDate: null, maxCloseDate: null },
      { groupByDimensionValues: ['PROPOSAL'], totalCount: 2, sumAmountAmountMicros: 5 * M, avgAmountAmountMicros: 5 * M, countEmptyAmount: 1, minCloseDate: '2026-03-31T22:30:00.000Z', maxCloseDate: '2026-10-24T22:30:00.000Z' },
    ]);
  });

  it('answers totalCount when no aggregate is asked, and only the dimensions for aggregate=[]', async () => {
    expect(counted(await groups('opportunities', { group_by: [{ stage: true }] }))).toEqual([
      ['CLOSED_WON', 1],
      ['DISCOVERY', 3],
      ['NEGOTIATION', 1],
      ['PROPOSAL', 2],
    ]);
    expect((await groups('opportunities', { group_by: [{ stage: true }], aggregate: [] }))[0]).toEqual({ groupByDimensionValues: ['CLOSED_WON'] });
  });

  it('counts unique, empty and non-empty values and their share', async () => {
    const [all] = await groups('opportunities', {
      group_by: [],
      aggregate: ['totalCount', 'countUniqueValuesCompanyId', 'countNotEmptyCompanyId', 'percentageEmptyCloseDate', 'percentageNotEmptyAmount', 'countUniqueValuesStage'],
    });
    expect(all).toEqual({
      groupByDimensionValues: [],
      totalCount: 7,
      countUniqueValuesCompanyId: 2,
      countNotEmptyCompanyId: 6,
      percentageEmptyCloseDate: 1 / 7,
      percentageNotEmptyAmount: 6 / 7,
      countUniqueValuesStage: 4,
    });
  });

  it('groups people by a composite sub-field', async () => {
    expect(counted(await groups('people', { group_by: [{ name: { firstName: true } }] }))).toEqual([
      ['Ann', 2],
      ['Bob', 1],
    ]);
    expect(counted(await groups('people', { group_by: [{ name: { lastName: true } }, { name: { firstName: true } }] }))).toEqual([
      ['Lee', 'Ann', 1],
      ['Lee', 'Bob', 1],
      ['Ray', 'Ann', 1],
    ]);
  });

  it('groups by a relation join field (companyId), the records without one in a null group', async () => {
    const answer = await groups('opportunities', { group_by: [{ companyId: true }], order_by: [{ companyId: 'AscNullsLast' }], aggregate: ['totalCount', 'sumAmountAmountMicros'] });
    const expected = [
      [acme, 3, 8 * M],
      [beta, 3, 7 * M],
    ].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(answer.map((g) => [...g.groupByDimensionValues, g.totalCount, g.sumAmountAmountMicros])).toEqual([...expected, [null, 1, 7 * M]]);
  });

  it('applies the filter (the list language) before grouping', async () => {
    const answer = await groups('opportunities', { group_by: [{ companyId: true }], filter: 'stage[eq]:DISCOVERY', aggregate: ['totalCount'] });
    expect(Object.fromEntries(counted(answer))).toEqual({ [acme]: 2, [beta]: 1 });
    // The same filter as the list's: or(), quoted values.
    const both = await groups('opportunities', { group_by: [{ stage: true }], filter: "or(stage[eq]:'PROPOSAL',name[eq]:\"Deal 5\")" });
    expect(counted(both)).toEqual([
      ['NEGOTIATION', 1],
      ['PROPOSAL', 2],
    ]);
  });
});

describe('date granularities in a time zone, across the DST changes', () => {
  const PARIS = 'Europe/Paris';
  const byCloseDate = async (granularity: string, timeZone?: string) =>
    counted(
      await groups('opportunities', {
        group_by: [{ closeDate: { granularity, ...(timeZone ? { timeZone } : {}) } }],
        filter: 'closeDate[is]:NOT_NULL',
      }),
    );

  it('DAY: the local day of each record (00:30 on a DST Sunday is that Sunday)', async () => {
    expect(await byCloseDate('DAY', PARIS)).toEqual([
      ['2026-01-01', 1],
      ['2026-03-29', 2],
      ['2026-03-30', 1],
      ['2026-04-01', 1],
      ['2026-10-25', 1],
    ]);
    // UTC by default: the same instants fall on the day before.
    expect(await byCloseDate('DAY')).toEqual([
      ['2025-12-31', 1],
      ['2026-03-28', 1],
      ['2026-03-29', 2],
      ['2026-03-31', 1],
      ['2026-10-24', 1],
    ]);
  });

  it('WEEK: the Monday starting the local week', async () => {
    expect(await byCloseDate('WEEK', PARIS)).toEqual([
      ['2025-12-29', 1],
      ['2026-03-23', 2],
      ['2026-03-30', 2],
      ['2026-10-19', 1],
    ]);
    expect(await byCloseDate('WEEK', 'UTC')).toEqual([
      ['2025-12-29', 1],
      ['2026-03-23', 3],
      ['2026-03-30', 1],
      ['2026-10-19', 1],
    ]);
  });

  it('MONTH, QUARTER and YEAR: the first local day of the period', async () => {
    expect(await byCloseDate('MONTH', PARIS)).toEqual([
      ['2026-01-01', 1],
      ['2026-03-01', 3],
      ['2026-04-01', 1],
      ['2026-10-01', 1],
    ]);
    expect(await byCloseDate('MONTH')).toEqual([
      ['2025-12-01', 1],
      ['2026-03-01', 4],
      ['2026-10-01', 1],
    ]);
    expect(await byCloseDate('QUARTER', PARIS)).toEqual([
      ['2026-01-01', 4],
      ['2026-04-01', 1],
      ['2026-10-01', 1],
    ]);
    expect(await byCloseDate('YEAR', PARIS)).toEqual([['2026-01-01', 6]]);
    expect(await byCloseDate('YEAR')).toEqual([
      ['2025-01-01', 1],
      ['2026-01-01', 5],
    ]);
  });

  it('DAY_OF_THE_WEEK, MONTH_OF_THE_YEAR and QUARTER_OF_THE_YEAR: English names, in calendar order', async () => {
    expect(await byCloseDate('DAY_OF_THE_WEEK', PARIS)).toEqual([
      ['Monday', 1],
      ['Wednesday', 1],
      ['Thursday', 1],
      ['Sunday', 3],
    ]);
    expect(await byCloseDate('DAY_OF_THE_WEEK')).toEqual([
      ['Tuesday', 1],
      ['Wednesday', 1],
      ['Saturday', 2],
      ['Sunday', 2],
    ]);
    expect(await byCloseDate('MONTH_OF_THE_YEAR', PARIS)).toEqual([
      ['January', 1],
      ['March', 3],
      ['April', 1],
      ['October', 1],
    ]);
    expect(await byCloseDate('QUARTER_OF_THE_YEAR', PARIS)).toEqual([
      ['Q1', 4],
      ['Q2', 1],
      ['Q4', 1],
    ]);
  });

  it('NONE (and a date field given as true): the value itself', async () => {
    const none = await byCloseDate('NONE', PARIS);
    expect(none).toHaveLength(6);
    expect(none[0]).toEqual(['2025-12-31T23:30:00.000Z', 1]);
    expect(counted(await groups('opportunities', { group_by: [{ closeDate: true }], filter: 'closeDate[is]:NOT_NULL' }))).toEqual(none);
  });

  it('a date granularity combines with other dimensions, and orders in calendar order when asked descending', async () => {
    const answer = await groups('opportunities', {
      group_by: [{ closeDate: { granularity: 'MONTH_OF_THE_YEAR', timeZone: PARIS } }, { stage: true }],
      filter: 'closeDate[is]:NOT_NULL',
      order_by: [{ closeDate: { orderBy: 'DescNullsLast', granularity: 'MONTH_OF_THE_YEAR' } }],
    });
    expect(counted(answer)).toEqual([
      ['October', 'PROPOSAL', 1],
      ['April', 'PROPOSAL', 1],
      ['March', 'CLOSED_WON', 1],
      ['March', 'DISCOVERY', 2],
      ['January', 'DISCOVERY', 1],
    ]);
  });
});

describe('order and limit of the groups', () => {
  it('orders by an aggregate, asked or not', async () => {
    const bySum = await groups('opportunities', {
      group_by: [{ stage: true }],
      aggregate: ['sumAmountAmountMicros'],
      order_by: [{ aggregate: { sumAmountAmountMicros: 'DescNullsLast' } }],
    });
    expect(bySum.map((g) => [g.groupByDimensionValues[0], g.sumAmountAmountMicros])).toEqual([
      ['NEGOTIATION', 7 * M],
      ['DISCOVERY', 6 * M],
      ['PROPOSAL', 5 * M],
      ['CLOSED_WON', 4 * M],
    ]);
    const hidden = await groups('opportunities', { group_by: [{ stage: true }], order_by: [{ aggregate: { sumAmountAmountMicros: 'AscNullsFirst' } }] });
    expect(hidden).toEqual([
      { groupByDimensionValues: ['CLOSED_WON'], totalCount: 1 },
      { groupByDimensionValues: ['PROPOSAL'], totalCount: 2 },
      { groupByDimensionValues: ['DISCOVERY'], totalCount: 3 },
      { groupByDimensionValues: ['NEGOTIATION'], totalCount: 1 },
    ]);
  });

  it('orders by a group_by field, then the others ascending', async () => {
    const answer = await groups('opportunities', { group_by: [{ stage: true }, { companyId: true }], order_by: [{ companyId: 'AscNullsFirst' }] });
    expect(answer[0].groupByDimensionValues).toEqual(['NEGOTIATION', null]);
    expect(counted(await groups('opportunities', { group_by: [{ stage: true }], order_by: [{ stage: 'DescNullsLast' }] })).map(([stage]) => stage)).toEqual([
      'PROPOSAL',
      'NEGOTIATION',
      'DISCOVERY',
      'CLOSED_WON',
    ]);
  });

  it('answers at most `limit` groups (default 50, above 1000 clamped)', async () => {
    expect(counted(await groups('opportunities', { group_by: [{ stage: true }], limit: '2' }))).toEqual([
      ['CLOSED_WON', 1],
      ['DISCOVERY', 3],
    ]);
    expect(await groups('opportunities', { group_by: [{ name: true }], limit: '5000' })).toHaveLength(7);
  });
});

describe('record samples', () => {
  beforeAll(async () => {
    const lost = Array.from({ length: 12 }, (_, i) => ({ name: `Lost ${String(i).padStart(2, '0')}`, stage: 'CLOSED_LOST' }));
    expect((await api.call('POST', '/rest/batch/opportunities', lost)).status).toBe(200);
  });

  it('carries up to 10 records per group, at depth 0, in order_by_for_records', async () => {
    const answer = await groups('opportunities', {
      group_by: [{ stage: true }],
      include_records_sample: 'true',
      order_by_for_records: 'name[DescNullsLast]',
    });
    const byStage = Object.fromEntries(answer.map((g) => [g.groupByDimensionValues[0], g]));
    expect(byStage.CLOSED_LOST.totalCount).toBe(12);
    expect(byStage.CLOSED_LOST.records.map((r: any) => r.name)).toEqual(['Lost 11', 'Lost 10', 'Lost 09', 'Lost 08', 'Lost 07', 'Lost 06', 'Lost 05', 'Lost 04', 'Lost 03', 'Lost 02']);
    expect(byStage.DISCOVERY.records.map((r: any) => r.name)).toEqual(['Deal 6', 'Deal 2', 'Deal 1']);
    const record = byStage.DISCOVERY.records[2];
    expect(record).toMatchObject({ id: deals['Deal 1'], name: 'Deal 1', stage: 'DISCOVERY', amount: { amountMicros: 1 * M, currencyCode: 'EUR' }, companyId: acme, closeDate: '2026-03-28T23:30:00.000Z' });
    expect(record.company).toBeUndefined();
    // Without order_by_for_records: the list's default order (createdAt, then id).
    const plain = await groups('opportunities', { group_by: [{ stage: true }], include_records_sample: 'true', filter: 'stage[eq]:DISCOVERY' });
    expect(plain[0].records.map((r: any) => r.name)).toEqual(['Deal 1', 'Deal 2', 'Deal 6']);
    // Without include_records_sample: no records.
    expect((await groups('opportunities', { group_by: [{ stage: true }] }))[0].records).toBeUndefined();
  });

  it('reads the groups, their aggregates and every sample in one statement', async () => {
    const query = {
      group_by: [{ stage: true }, { closeDate: { granularity: 'MONTH', timeZone: 'Europe/Paris' } }],
      aggregate: ['totalCount', 'sumAmountAmountMicros'],
      filter: 'name[like]:%',
      include_records_sample: 'true',
      order_by_for_records: 'name',
    };
    await groups('opportunities', query); // warms the key cache
    const { statements, result: answer } = await statementsOf(app, () => groups('opportunities', query));
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/row_number\(\) OVER \(PARTITION BY/);
    expect(answer.reduce((n, g) => n + g.records.length, 0)).toBe(17); // 7 deals + 10 of the 12 lost
  });
});

describe('pipelines', () => {
  it('groups a pipeline by a custom SELECT field', async () => {
    const created = await api.call('POST', '/rest/metadata/pipelines', { nameSingular: 'grant', namePlural: 'grants', labelSingular: 'Grant', labelPlural: 'Grants' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const field = await api.call('POST', `/rest/metadata/pipelines/${created.body.data.createPipeline.id}/fields`, {
      name: 'region',
      type: 'SELECT',
      options: [{ value: 'EMEA' }, { value: 'APAC' }],
    });
    expect(field.status, JSON.stringify(field.body)).toBe(200);
    await api.refresh();
    for (const [name, region, amount] of [['G1', 'EMEA', 10], ['G2', 'EMEA', 20], ['G3', 'APAC', 5], ['G4', null, 1]] as const) {
      const reply = await api.call('POST', '/rest/grants', { name, region, amount: { amountMicros: amount * M, currencyCode: 'USD' } });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
    const answer = await groups('grants', {
      group_by: [{ region: true }],
      aggregate: ['totalCount', 'sumAmountAmountMicros'],
      order_by: [{ region: 'AscNullsLast' }],
      include_records_sample: 'true',
      order_by_for_records: 'name[DescNullsLast]',
    });
    expect(answer.map((g) => [g.groupByDimensionValues[0], g.totalCount, g.sumAmountAmountMicros, g.records.map((r: any) => r.name)])).toEqual([
      ['APAC', 1, 5 * M, ['G3']],
      ['EMEA', 2, 30 * M, ['G2', 'G1']],
      [null, 1, 1 * M, ['G4']],
    ]);
  });

  it('refuses groupBy as a pipeline name (a reserved path word)', async () => {
    const reply = await api.call('POST', '/rest/metadata/pipelines', { nameSingular: 'groupBy', namePlural: 'groupBys', labelSingular: 'G', labelPlural: 'Gs' });
    expect(reply.status).toBe(400);
    expect(reply.body.messages.join(' ')).toMatch(/'groupBy' is reserved/);
  });
});

describe('bad input: 400 with the message, nothing run', () => {
  const expectRefused = async (query: Query, message: string | RegExp, code = 'INVALID_GROUP_BY') => {
    const reply = await groupBy('opportunities', query);
    expect(reply.status, JSON.stringify(reply.body)).toBe(400);
    expect(reply.body).toEqual({ statusCode: 400, error: 'BadRequestException', code, messages: [typeof message === 'string' ? message : expect.stringMatching(message)] });
  };
  const GROUP_BY = 'Invalid group_by query parameter - should be a valid array of objects - ex: [{"stage": true}]';
  const AGGREGATE = 'Invalid aggregate query parameter - should be a valid array of string - ex: ["countNotEmptyId", "countEmptyField"]';
  const ORDER_BY =
    'Invalid order_by query parameter - should be a valid array of objects - ex: [{"firstField": "AscNullsFirst"}, {"secondField": {"subField": "DescNullsLast"}}, {"aggregate": {"aggregateField": "DescNullsLast"}}, {dateField: {"orderBy": "AscNullsFirst", "granularity": "DAY"}}]';

  it('a missing, malformed or mis-shaped group_by', async () => {
    await expectRefused({}, GROUP_BY);
    await expectRefused({ group_by: 'stage' }, GROUP_BY);
    await expectRefused({ group_by: { stage: true } }, GROUP_BY);
    await expectRefused({ group_by: ['stage'] }, GROUP_BY);
    await expectRefused({ group_by: [{ stage: false }] }, GROUP_BY);
    await expectRefused({ group_by: [{ stage: true, name: true }] }, /multiple fields in one group_by entry.*stage, name/);
  });

  it('a group_by on an unknown field, a relation, a composite without its sub-field, a granularity on a non-date', async () => {
    await expectRefused({ group_by: [{ nope: true }] }, /^Invalid group_by: unknown field 'nope' on opportunity; valid fields: /);
    await expectRefused({ group_by: [{ company: true }] }, "Invalid group_by: 'company' is an embedded object: fields of an embedded object cannot be grouped by; group by the join field 'companyId' instead");
    await expectRefused({ group_by: [{ amount: true }] }, "Invalid group_by: 'amount' is a composite field; name one of its sub-fields: amount.amountMicros, amount.currencyCode");
    await expectRefused({ group_by: [{ amount: { nope: true } }] }, /^Invalid group_by: 'amount' has no sub-field 'nope'/);
    await expectRefused({ group_by: [{ stage: { granularity: 'DAY' } }] }, "Invalid group_by: a granularity applies to DATE and DATE_TIME fields; 'stage' is SELECT");
    await expectRefused({ group_by: [{ closeDate: { granularity: 'HOUR' } }] }, /^Invalid granularity "HOUR" for 'closeDate'; valid granularities: NONE, DAY_OF_THE_WEEK/);
  });

  it('a time zone that is empty or unknown', async () => {
    await expectRefused({ group_by: [{ closeDate: { granularity: 'DAY', timeZone: '' } }] }, 'Time zone should be specified for a group by date on Day, Week, Month, Quarter or Year');
    await expectRefused({ group_by: [{ closeDate: { granularity: 'DAY', timeZone: 'Mars/Olympus' } }] }, 'Invalid timezone: Mars/Olympus');
  });

  it('a malformed aggregate, an unknown one, one on a field of the wrong type', async () => {
    const group_by = [{ stage: true }];
    await expectRefused({ group_by, aggregate: 'totalCount' }, AGGREGATE);
    await expectRefused({ group_by, aggregate: [1] }, AGGREGATE);
    await expectRefused({ group_by, aggregate: { totalCount: true } }, AGGREGATE);
    await expectRefused({ group_by, aggregate: ['sumName'] }, "Invalid aggregate 'sumName': sum applies to NUMBER fields (sum<Field>) and CURRENCY fields (sum<Field>AmountMicros); 'name' is TEXT");
    await expectRefused({ group_by, aggregate: ['sumAmount'] }, /^Invalid aggregate 'sumAmount': sum applies .*'amount' is CURRENCY/);
    await expectRefused({ group_by, aggregate: ['countTrueStage'] }, "Invalid aggregate 'countTrueStage': countTrue applies to BOOLEAN fields; 'stage' is SELECT");
    await expectRefused({ group_by, aggregate: ['averageAmount'] }, /^Unknown aggregate 'averageAmount' on opportunity; aggregates are totalCount, /);
  });

  it('a malformed order_by, or one naming what is not grouped', async () => {
    const group_by = [{ stage: true }];
    await expectRefused({ group_by, order_by: 'stage[Desc]' }, ORDER_BY);
    await expectRefused({ group_by, order_by: [{ stage: 'Down' }] }, ORDER_BY);
    await expectRefused({ group_by, order_by: [{ name: 'AscNullsFirst' }] }, /^Invalid order_by query parameter - 'name' is not one of the group_by fields/);
    await expectRefused({ group_by, order_by: [{ aggregate: { sumName: 'AscNullsFirst' } }] }, /^Invalid aggregate 'sumName'/);
  });

  it('a bad limit, include_records_sample or order_by_for_records', async () => {
    const group_by = [{ stage: true }];
    await expectRefused({ group_by, limit: 'ten' }, "limit 'ten' is invalid. Should be an integer");
    await expectRefused({ group_by, limit: '0' }, "limit '0' is invalid. Should be an integer");
    await expectRefused({ group_by, limit: '1.5' }, "limit '1.5' is invalid. Should be an integer");
    await expectRefused({ group_by, include_records_sample: 'true', order_by_for_records: 'nope' }, /^Invalid order_by_for_records: unknown field 'nope' on opportunity/);
    await expectRefused({ group_by, include_records_sample: 'true', order_by_for_records: 'name[Up]' }, /^Invalid order_by_for_records: unknown direction 'Up'/);
  });

  it('a bad filter is the list\'s 400', async () => {
    await expectRefused({ group_by: [{ stage: true }], filter: 'nope[eq]:1' }, /unknown field 'nope'/, 'INVALID_FILTER');
  });

  it('groupBy is a path word, not a record id: /{id} still takes ids', async () => {
    const reply = await api.call('GET', `/rest/opportunities/${deals['Deal 1']}`);
    expect(reply.body.data.opportunity.name).toBe('Deal 1');
  });
});
