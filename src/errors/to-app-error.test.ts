// The error mapping REST and GraphQL share: what a request can fail with, as the documented body.
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { requestFault, toAppError } from './to-app-error.ts';

const bodyOf = (error: unknown) => toAppError(error)?.toBody();

describe('toAppError', () => {
  it('passes AppErrors through as they are', () => {
    const error = new AppError(404, 'RECORD_NOT_FOUND', ['no person with id x']);
    expect(toAppError(error)).toBe(error);
  });

  it('names the body reader faults: malformed JSON where, a JSON value that is not an object, too deep, too large, an encoding', () => {
    expect(bodyOf({ type: 'entity.parse.failed', message: 'Unexpected token } in JSON at position 12', body: '{"a": 1,}' })).toMatchObject({
      statusCode: 400,
      code: 'INVALID_JSON',
      messages: ['body: malformed JSON at position 12'],
    });
    expect(bodyOf({ type: 'entity.parse.failed', body: '"text"' })).toMatchObject({ code: 'VALIDATION_FAILED', messages: ['body: must be a JSON object, got a string'] });
    expect(bodyOf({ type: 'entity.too.deep', limit: 64 })?.messages).toEqual(['body: JSON nested deeper than the 64-level limit (arrays and objects)']);
    expect(bodyOf({ type: 'entity.too.large', limit: 1000 })).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(bodyOf({ type: 'charset.unsupported' })).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('maps the database faults a request can cause, and nothing else', () => {
    expect(bodyOf({ code: '23505', detail: 'Key (id)=(x) already exists.' })).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
    expect(bodyOf({ code: '22003' })).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    // A database fault is not a request fault: requestFault leaves it to the caller.
    expect(requestFault({ code: '23505' })).toBeUndefined();
    for (const error of [new Error('bug'), { type: 'something.else' }, 'text', undefined, null]) expect(toAppError(error)).toBeUndefined();
  });
});
