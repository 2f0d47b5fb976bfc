// The `extensions.code` of a domain error over GraphQL: the codes GraphQL clients branch on
// (Apollo's and Twenty's conventions: BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, ...),
// chosen by the error's HTTP status; the service's own finer code (INVALID_LIMIT, ...) goes along
// as `extensions.subCode`, the REST body's `code`.
import type { AppError } from '../errors/app-error.ts';

const CODES_BY_STATUS: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'BAD_USER_INPUT',
  409: 'CONFLICT',
  413: 'BAD_USER_INPUT',
  415: 'BAD_USER_INPUT',
  429: 'RATE_LIMITED',
};

export function graphqlExtensions(error: AppError): Record<string, unknown> {
  return {
    code: CODES_BY_STATUS[error.statusCode] ?? error.code,
    subCode: error.code,
    statusCode: error.statusCode,
    messages: error.messages,
  };
}
