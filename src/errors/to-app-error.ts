// What a request can fail with, as the documented error body: one mapping for REST
// (http/error-handler.ts, which adds the request validator's faults) and GraphQL
// (graphql/server.ts). AppErrors pass as they are; the JSON body reader's faults (body-parser's
// error types, also raised by our own json-body.ts) and the database's (a unique key taken, a
// value out of range, ...) get their status and a message that names the fault.
import { databaseErrorToAppError } from './database-errors.ts';
import { AppError } from './app-error.ts';

/** A body-parser error (or one of ours of the same shape: http/json-body.ts). */
interface BodyParserError {
  type: string;
  status?: number;
  limit?: number;
  /** The raw body text (parse failures). */
  body?: unknown;
  message?: string;
}

const describeJson = (value: unknown) => (value === null ? 'null' : `a ${typeof value}`);

/** JSON that does not parse, or (strict mode) parses to something other than an object or array. */
function parseFailure(error: BodyParserError): AppError {
  if (typeof error.body === 'string') {
    try {
      const value: unknown = JSON.parse(error.body);
      return new AppError(400, 'VALIDATION_FAILED', [`body: must be a JSON object, got ${describeJson(value)}`]);
    } catch {
      // Really malformed: say where.
    }
  }
  const position = /position (\d+)/.exec(error.message ?? '')?.[1];
  return new AppError(400, 'INVALID_JSON', [`body: malformed JSON${position ? ` at position ${position}` : ''}`]);
}

function fromBodyParser(error: BodyParserError): AppError | undefined {
  switch (error.type) {
    case 'entity.parse.failed':
      return parseFailure(error);
    case 'entity.too.deep':
      return new AppError(400, 'INVALID_JSON', [`body: JSON nested deeper than the ${error.limit}-level limit (arrays and objects)`]);
    case 'entity.too.large':
      return new AppError(413, 'PAYLOAD_TOO_LARGE', [`body: larger than the ${error.limit ?? 1048576}-byte limit`]);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', ['body: unsupported encoding or charset']);
    default:
      return undefined;
  }
}

/** An AppError, or a fault of reading the request's body, as its AppError; undefined for anything else. */
export function requestFault(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error && typeof error === 'object' && 'type' in error && typeof error.type === 'string') return fromBodyParser(error as BodyParserError);
  return undefined;
}

/** requestFault, then the database's faults; undefined for what is not a known fault (a bug: logged, 500). */
export function toAppError(error: unknown): AppError | undefined {
  return requestFault(error) ?? databaseErrorToAppError(error);
}
