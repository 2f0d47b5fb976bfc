import { describe, expect, it } from 'vitest';
import { person } from '../../metadata/objects/person.ts';
import { parseOrderBy } from '../parse/parse-order-by.ts';
import { planOrderBy } from '../plan/plan-order-by.ts';
import { orderBySql } from './order-by-sql.ts';

describe('orderBySql', () => {
  it('prints every column with its direction and NULLS placement', () => {
    const order = planOrderBy(person, parseOrderBy('city[AscNullsLast],jobTitle[DescNullsFirst],name'));
    expect(orderBySql(order, 't')).toBe(
      '"t"."city" ASC NULLS LAST, "t"."job_title" DESC NULLS FIRST, "t"."name_first_name" ASC NULLS FIRST, ' +
        '"t"."name_last_name" ASC NULLS FIRST, "t"."id" ASC NULLS LAST',
    );
  });

  it('prints the default order', () => {
    expect(orderBySql(planOrderBy(person, []), 'p')).toBe('"p"."created_at" ASC NULLS LAST, "p"."id" ASC NULLS LAST');
  });
});
