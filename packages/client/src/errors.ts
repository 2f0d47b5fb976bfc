// The errors a call of the client throws, each a subclass of CrmError so one `catch` sees them all:
//
//   CrmApiError      the service answered an error: `status`, and `code` and `messages` from the
//                    documented error body {statusCode, error, code, messages}
//   CrmGraphQLError  a GraphQL answer with `errors` (from the helpers that need `data`)
//   CrmNetworkError  no answer: the connection failed (`cause` is fetch's error)
//   CrmTimeoutError  no answer within the client's `timeoutMs` (a CrmNetworkError)
//
// A call aborted by the caller's AbortSignal rejects with the signal's reason, as fetch does.

/** The documented error body of every 4xx and 5xx REST answer. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  code: string;
  messages: string[];
}

/** One error of a GraphQL answer (`extensions.code`: BAD_USER_INPUT, FORBIDDEN, NOT_FOUND, ...). */
export interface GraphQLErrorBody {
  message: string;
  path?: Array<string | number>;
  extensions?: { code?: string } & Record<string, unknown>;
}

export class CrmError extends Error {
  override name = 'CrmError';
}

function isErrorBody(body: unknown): body is ErrorBody {
  if (!body || typeof body !== 'object') return false;
  const { code, messages } = body as Partial<ErrorBody>;
  return typeof code === 'string' && Array.isArray(messages) && messages.every((message) => typeof message === 'string');
}

export class CrmApiError extends CrmError {
  override name = 'CrmApiError';
  /** `code` of the error body; `HTTP_<status>` when the answer had none (a proxy's page). */
  readonly code: string;
  readonly messages: string[];

  constructor(
    /** `GET /rest/people`: what was asked. */
    readonly request: string,
    readonly status: number,
    /** The answer's body, parsed when it was JSON. */
    readonly body: unknown,
  ) {
    const documented = isErrorBody(body);
    const messages = documented ? body.messages : [`${request} answered ${status}`];
    super(`${request} answered ${status}${documented ? ` ${body.code}` : ''}: ${messages.join('; ')}`);
    this.code = documented ? body.code : `HTTP_${status}`;
    this.messages = messages;
  }
}

export class CrmGraphQLError extends CrmError {
  override name = 'CrmGraphQLError';
  /** `extensions.code` of the first error (BAD_USER_INPUT, NOT_FOUND, ...). */
  readonly code: string;
  readonly messages: string[];

  constructor(
    readonly operation: string,
    readonly errors: GraphQLErrorBody[],
  ) {
    const messages = errors.map((error) => error.message);
    super(`GraphQL ${operation}: ${messages.join('; ')}`);
    this.code = errors[0]?.extensions?.code ?? 'GRAPHQL_ERROR';
    this.messages = messages;
  }
}

export class CrmNetworkError extends CrmError {
  override name = 'CrmNetworkError';
  readonly code: string = 'NETWORK_ERROR';
  readonly messages: string[];

  constructor(
    readonly request: string,
    cause: unknown,
    message = `${request} got no answer: ${describeCause(cause)}`,
  ) {
    super(message, { cause });
    this.messages = [message];
  }
}

export class CrmTimeoutError extends CrmNetworkError {
  override name = 'CrmTimeoutError';
  override readonly code = 'TIMEOUT';

  constructor(
    request: string,
    readonly timeoutMs: number,
  ) {
    super(request, undefined, `${request} got no answer within ${timeoutMs} ms`);
  }
}

/** fetch's TypeError says "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND, ...) is its cause. */
function describeCause(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  const inner = cause.cause;
  if (inner instanceof Error) return `${cause.message} (${(inner as { code?: string }).code ?? inner.message})`;
  return cause.message;
}
