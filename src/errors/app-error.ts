// The one error type of the service. Domain code throws these; exactly one place per interface
// turns them into a response: http/error-handler.ts for REST, `clientError` in graphql/server.ts
// (with the codes of graphql/error-codes.ts) for GraphQL. `messages` are for humans and always
// name the field or fault.

export type ErrorCode =
  | 'VALIDATION_FAILED'
  | 'INVALID_JSON'
  | 'INVALID_FILTER'
  | 'INVALID_ORDER_BY'
  | 'INVALID_LIMIT'
  | 'INVALID_CURSOR'
  | 'INVALID_DEPTH'
  | 'INVALID_GROUP_BY'
  | 'INVALID_FIELDS'
  | 'INVALID_ID'
  | 'INVALID_MERGE_INPUT'
  | 'INVALID_DUPLICATES_INPUT'
  | 'RECORD_NOT_FOUND'
  | 'ROUTE_NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'URI_TOO_LONG'
  | 'HEADERS_TOO_LARGE'
  | 'REQUEST_TIMEOUT'
  | 'MALFORMED_REQUEST'
  | 'NOT_READY'
  | 'INTERNAL_ERROR';

const STATUS_NAMES: Record<number, string> = {
  400: 'BadRequestException',
  401: 'UnauthorizedException',
  403: 'ForbiddenException',
  404: 'NotFoundException',
  405: 'MethodNotAllowedException',
  408: 'RequestTimeoutException',
  409: 'ConflictException',
  413: 'PayloadTooLargeException',
  414: 'UriTooLongException',
  415: 'UnsupportedMediaTypeException',
  429: 'TooManyRequestsException',
  431: 'RequestHeaderFieldsTooLargeException',
  500: 'InternalServerErrorException',
  503: 'ServiceUnavailableException',
};

/** The documented error body (openapi/components/schemas/Error.yaml). */
export interface ErrorBody {
  statusCode: number;
  error: string;
  code: ErrorCode;
  messages: string[];
}

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly messages: string[],
  ) {
    super(messages.join('; '));
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    return {
      statusCode: this.statusCode,
      error: STATUS_NAMES[this.statusCode] ?? 'Error',
      code: this.code,
      messages: this.messages,
    };
  }
}

export const badRequest = (code: ErrorCode, ...messages: string[]) =>
  new AppError(400, code, messages);

export const validationFailed = (...messages: string[]) =>
  new AppError(400, 'VALIDATION_FAILED', messages);

export const notFound = (...messages: string[]) => new AppError(404, 'RECORD_NOT_FOUND', messages);

export const unauthenticated = (...messages: string[]) =>
  new AppError(401, 'UNAUTHENTICATED', messages);

export const forbidden = (...messages: string[]) => new AppError(403, 'FORBIDDEN', messages);
