// The one place where anything thrown on the REST side becomes a response. Known faults get
// their status and the documented body (errors/to-app-error.ts, shared with GraphQL, plus the
// request validator's faults, which only REST has); everything else is a logged 500 that
// reveals nothing.
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { AppError, type ErrorCode } from '../errors/app-error.ts';
import { databaseErrorToAppError } from '../errors/database-errors.ts';
import { requestFault } from '../errors/to-app-error.ts';
import { notAUuid } from '../lib/uuid.ts';
import type { OpenApiDocument } from './openapi-document.ts';
import { clientMessages, type OperationRef } from './validation-messages.ts';

interface ValidatorError {
  status: number;
  errors?: { path?: string; message: string }[];
  message: string;
}

const VALIDATOR_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  404: 'ROUTE_NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

const isIndex = (segment: string) => /^\d+$/.test(segment);

/**
 * "/body/name/firstName" -> "name.firstName"; "/query/limit" -> "limit"; a batch item
 * "/body/7/stage" -> "[7] stage", the same form the record layer uses for batch problems.
 */
function fieldPath(path: string | undefined): string {
  if (!path) return '';
  const segments = path
    .replace(/^\/?(body|query|params|path|headers)(\/|$)/, '')
    .replace(/^\.?(body|query|params|path|headers)(\.|$)/, '')
    .split(/[/.]/)
    .filter(Boolean);
  const batchItem = segments.length && isIndex(segments[0]) ? `[${segments.shift()}] ` : '';
  const field = segments.reduce((acc, segment) => (isIndex(segment) ? `${acc}[${segment}]` : acc ? `${acc}.${segment}` : segment), '');
  return (batchItem + field).trimEnd();
}

/**
 * A nullable enum (`anyOf: [enum, null]`) fails with three messages for one fault: the enum's,
 * "must be null" and "must match a schema in anyOf". Keep the one that helps.
 */
function withoutAnyOfNoise<T extends { path?: string; message: string }>(items: T[]): T[] {
  const anyOfPaths = new Set(items.filter((i) => i.message === 'must match a schema in anyOf').map((i) => i.path));
  return items.filter(
    (i) => !anyOfPaths.has(i.path) || (i.message !== 'must match a schema in anyOf' && i.message !== 'must be null'),
  );
}

/** The part of the request a validator error path points into: "/body/x" -> "body". */
function location(path: string | undefined): string | undefined {
  return /^[/.]?(body|query|params|path|headers)(?=$|[/.])/.exec(path ?? '')?.[1];
}

/** The value a validator error path points at in the request ("/body/0/id" -> req.body[0].id). */
function valueAt(req: Request | undefined, path: string | undefined): unknown {
  const part = location(path);
  if (!req || !part) return undefined;
  const segments = (path ?? '').replace(/^[/.]?\w+[/.]?/, '').split(/[/.]/).filter(Boolean);
  // The validator runs before the route matched: path parameters are in req.openapi.
  const pathParams = (req as unknown as { openapi?: { pathParams?: Record<string, string> } }).openapi?.pathParams ?? req.params;
  let value: unknown = part === 'path' || part === 'params' ? pathParams : (req as unknown as Record<string, unknown>)[part];
  for (const segment of segments) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[segment] : undefined;
  return value;
}

/** The validator's wording, or one naming the value where the value is the fault. */
function describeFault(message: string, value: unknown): string {
  if (message === 'must match format "uuid"' && typeof value === 'string') return notAUuid(value);
  return message;
}

/** The operation the validator matched the request to (its route and method), if it got that far. */
function matchedOperation(req: Request | undefined): OperationRef | undefined {
  const route = (req as unknown as { openapi?: { openApiRoute?: string } } | undefined)?.openapi?.openApiRoute;
  return req && route ? { method: req.method, route } : undefined;
}

/** Body path segments of a validator error path: "/body/3/name" -> ["3", "name"]. */
const bodySegments = (path: string | undefined) => (path ?? '').replace(/^[/.]?body[/.]?/, '').split(/[/.]/).filter(Boolean);

function fromValidator(error: ValidatorError, req?: Request, document?: OpenApiDocument): AppError | undefined {
  let code = VALIDATOR_CODES[error.status];
  if (!code) return undefined;
  const items = error.errors?.length ? withoutAnyOfNoise(error.errors) : [{ message: error.message }];
  const operation = matchedOperation(req);
  const messages = items.flatMap((item) => {
    const path = 'path' in item ? item.path : undefined;
    // Only paths into the request's parts name a field (405/415 carry the URL path instead).
    // A fault of the body as a whole ("must be object") still names what it is about.
    const part = location(path);
    const field = part ? fieldPath(path) || (part === 'body' ? 'body' : '') : '';
    const reworded = field && part === 'body' && document ? clientMessages(document, operation, field, bodySegments(path), item.message) : undefined;
    if (reworded) return reworded;
    const message = describeFault(item.message, valueAt(req, path));
    return [field ? `${field}: ${message}` : message];
  });
  if (code === 'ROUTE_NOT_FOUND') return new AppError(404, code, ['no such route; see GET /openapi.json']);
  // The validator says "unsupported media type undefined" of a body sent without Content-Type.
  if (code === 'UNSUPPORTED_MEDIA_TYPE') {
    const contentType = req?.headers['content-type']?.split(';')[0].trim();
    return new AppError(415, code, [`unsupported media type ${contentType || '(no Content-Type)'}; send Content-Type: application/json`]);
  }
  // Documented (parameters.yaml, recordId): a malformed record id in the path is INVALID_ID.
  if (code === 'VALIDATION_FAILED' && items.every((item) => 'path' in item && ['params', 'path'].includes(location(item.path) ?? '')))
    code = 'INVALID_ID';
  // And a malformed list cursor is INVALID_CURSOR, as the record layer says of a cursor that is no record.
  if (code === 'VALIDATION_FAILED' && items.every((item) => 'path' in item && /^(starting_after|ending_before)$/.test(fieldPath(item.path))))
    code = 'INVALID_CURSOR';
  return new AppError(error.status, code, messages);
}

/** `req`, when known, lets a message name the faulty value; `document`, the field to fix. */
export function toAppError(error: unknown, req?: Request, document?: OpenApiDocument): AppError | undefined {
  const known = requestFault(error);
  if (known) return known;
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number' && 'message' in error) {
    const mapped = fromValidator(error as ValidatorError, req, document);
    if (mapped) return mapped;
  }
  return databaseErrorToAppError(error);
}

/** `currentDocument`: the REST document requests are validated against (for the messages). */
export function errorHandler(logger: Logger, currentDocument?: () => OpenApiDocument) {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    void next;
    const appError = toAppError(error, req, currentDocument?.());
    if (appError) {
      res.status(appError.statusCode).json(appError.toBody());
      return;
    }
    // The path only: a query string may carry what must not be logged.
    logger.error({ err: error, method: req.method, path: req.originalUrl.split('?')[0] }, 'unhandled error');
    const internal = new AppError(500, 'INTERNAL_ERROR', ['internal error; it has been logged']);
    res.status(500).json(internal.toBody());
  };
}
