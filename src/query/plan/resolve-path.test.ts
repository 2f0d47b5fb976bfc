import { describe, expect, it } from 'vitest';
import { badRequest } from '../../errors/app-error.ts';
import { company } from '../../metadata/objects/company.ts';
import { opportunity } from '../../metadata/objects/opportunity.ts';
import { person } from '../../metadata/objects/person.ts';
import { badRequestMessage } from '../test-errors.ts';
import { resolveColumn, resolveOrderColumns } from './resolve-path.ts';

const fail = (message: string) => badRequest('INVALID_FILTER', message);
const column = (path: string, object = person) => resolveColumn(object, path.split('.'), 'filter', fail);
const columnError = (path: string, object = person) => badRequestMessage('INVALID_FILTER', () => column(path, object));

describe('resolveColumn', () => {
  it('resolves scalar fields with their type, nullability and options', () => {
    expect(column('city')).toEqual({ path: 'city', column: 'city', type: 'TEXT', integer: false, nullable: true });
    expect(column('createdAt')).toEqual({ path: 'createdAt', column: 'created_at', type: 'DATE_TIME', integer: false, nullable: false });
    expect(column('companyId')).toMatchObject({ column: 'company_id', type: 'UUID' });
    expect(column('employees', company)).toMatchObject({ type: 'NUMBER', integer: true });
    expect(column('stage', opportunity)).toMatchObject({
      type: 'SELECT',
      options: ['DISCOVERY', 'PROPOSAL', 'NEGOTIATION', 'CLOSED_WON', 'CLOSED_LOST'],
    });
  });

  it('resolves composite sub-fields to their own column and type', () => {
    expect(column('emails.primaryEmail')).toEqual({
      path: 'emails.primaryEmail',
      column: 'emails_primary_email',
      type: 'TEXT',
      integer: false,
      nullable: true,
      email: true,
    });
    expect(column('amount.amountMicros', opportunity)).toMatchObject({ column: 'amount_amount_micros', type: 'NUMBER', integer: true });
    expect(column('emails.additionalEmails')).toMatchObject({ type: 'RAW_JSON' });
    expect(column('address.addressLat', company)).toMatchObject({ type: 'NUMBER', integer: false });
  });

  it('lists the valid fields for an unknown field', () => {
    const message = columnError('nickname');
    expect(message).toMatch(/unknown field 'nickname' on person; valid fields: id, createdAt, updatedAt, deletedAt, createdBy, updatedBy, position, name, emails/);
    expect(message).not.toMatch(/\bcompany\b,/); // relations are not filterable
  });

  it('points from a many-to-one relation to its join field, or to filtering client-side', () => {
    expect(columnError('company.name')).toBe(
      "'company' is an embedded object: fields of an embedded object cannot be filtered; filter on the join field 'companyId' instead, or filter on the embedded record's fields client-side",
    );
  });

  it('points from a one-to-many relation to the records to list instead', () => {
    expect(columnError('people', company)).toMatch(/'people' is an embedded object.*list the person records filtered on 'companyId' instead/);
    expect(columnError('notes')).toMatch(/list the noteTarget records filtered on 'personId' instead/);
  });

  it('needs a valid sub-field for composite fields', () => {
    expect(columnError('emails')).toBe(
      "'emails' is a composite field; name one of its sub-fields: emails.primaryEmail, emails.additionalEmails",
    );
    expect(columnError('emails.secondaryEmail')).toMatch(/'emails' has no sub-field 'secondaryEmail'; valid sub-fields: emails.primaryEmail/);
  });

  it('refuses sub-paths on scalars and paths deeper than a sub-field', () => {
    expect(columnError('city.name')).toBe("'city' has no sub-fields; use 'city' alone");
    expect(columnError('name.firstName.x')).toMatch(/'name.firstName.x' is too deep/);
  });
});

describe('resolveOrderColumns', () => {
  const order = (path: string, object = person) => resolveOrderColumns(object, path.split('.'), fail).map((c) => c.column);

  it('orders a full name by first then last name', () => {
    expect(order('name')).toEqual(['name_first_name', 'name_last_name']);
  });

  it('orders other bare composites by their primary sub-field', () => {
    expect(order('emails')).toEqual(['emails_primary_email']);
    expect(order('amount', opportunity)).toEqual(['amount_amount_micros']);
    expect(order('address', company)).toEqual(['address_address_city']);
  });

  it('orders by a named sub-field or scalar', () => {
    expect(order('name.lastName')).toEqual(['name_last_name']);
    expect(order('city')).toEqual(['city']);
  });

  it('words relation errors for ordering', () => {
    expect(badRequestMessage('INVALID_FILTER', () => order('company'))).toMatch(
      /cannot be ordered by; order by the join field 'companyId' instead/,
    );
  });
});
