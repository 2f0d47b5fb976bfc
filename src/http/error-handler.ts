// The one place where anything thrown on the REST side becomes a response. Known faults get
// their status and the documented body; everything else is a logged 500 that reveals nothing.
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { AppError, type ErrorCode } from '../errors/app-error.ts';
import { databaseErrorToAppError } from '../db/database-errors.ts';

interface ValidatorError {
  status: number;
  errors?: { path?: string; message: string }[];
  message: string;
}

interface BodyParserError {
  type: string;
  status?: number;
  limit?: number;
}

const VALIDATOR_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  404: 'ROUTE_NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** "/body/name/firstName" -> "name.firstName"; "/query/limit" -> "limit". */
function fieldPath(path: string | undefined): string {
  if (!path) return '';
  return path
    .replace(/^\/?(body|query|params|path|headers)\/?/, '')
    .replace(/^\.?(body|query|params|path|headers)\.?/, '')
    .split(/[/.]/)
    .filter(Boolean)
    .join('.');
}

function fromValidator(error: ValidatorError): AppError | undefined {
  const code = VALIDATOR_CODES[error.status];
  if (!code) return undefined;
  const messages = (error.errors?.length ? error.errors : [{ message: error.message }]).map((item) => {
    const field = fieldPath('path' in item ? item.path : undefined);
    return field ? `${field}: ${item.message}` : item.message;
  });
  if (code === 'ROUTE_NOT_FOUND') return new AppError(404, code, ['no such route; see GET /openapi.json']);
  return new AppError(error.status, code, messages);
}

function fromBodyParser(error: BodyParserError): AppError | undefined {
  switch (error.type) {
    case 'entity.parse.failed':
      return new AppError(400, 'INVALID_JSON', ['body: malformed JSON']);
    case 'entity.too.large':
      return new AppError(413, 'PAYLOAD_TOO_LARGE', [`body: larger than the ${error.limit ?? 1048576}-byte limit`]);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', ['body: unsupported encoding or charset']);
    default:
      return undefined;
  }
}

export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error && typeof error === 'object') {
    if ('type' in error && typeof error.type === 'string') {
      const mapped = fromBodyParser(error as BodyParserError);
      if (mapped) return mapped;
    }
    if ('status' in error && typeof error.status === 'number' && 'message' in error) {
      const mapped = fromValidator(error as ValidatorError);
      if (mapped) return mapped;
    }
  }
  return databaseErrorToAppError(error);
}

export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    void next;
    const appError = toAppError(error);
    if (appError) {
      res.status(appError.statusCode).json(appError.toBody());
      return;
    }
    logger.error({ err: error, method: req.method, url: req.originalUrl }, 'unhandled error');
    const internal = new AppError(500, 'INTERNAL_ERROR', ['internal error; it has been logged']);
    res.status(500).json(internal.toBody());
  };
}
