// The REST edge of the workspace as it is now: the OpenAPI document (the static one plus every
// pipeline and custom field, see workspace-document.ts), the validators compiled from it, and
// the operation dispatcher bound to it. The validators are compiled by part (validator-parts.ts:
// the reads and the writes of each path prefix, `people`, `batch/people`, `metadata`, ...) on a
// part's first request, and again only when that part's document changes, so a metadata change
// costs what it changed, not the whole workspace. A new version is taken up on the first
// request that sees it (and at once for the parts in use, when the registry says it changed), so
// a pipeline is validated and served like a built-in object from the moment its metadata
// commits, in every process.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import type { MetadataRegistry } from '../metadata/registry.ts';
import type { Services } from '../services.ts';
import { fixedHandlers, handlers, recordHandlerOf } from './handlers/index.ts';
import { middlewareChain } from './middleware-chain.ts';
import { patchOpenApiValidator } from './openapi-validator-patches.ts';
import type { OpenApiDocument } from './openapi-document.ts';
import { requiredRoleOf, requiredRoles, roleCheck, type RequiredRole } from './required-roles.ts';
import { dispatchTo, OPERATION_METHODS, operationDispatcher, type HandlerMap, type OperationHandler } from './routes.ts';
import { FALLBACK_PART, modeOf, partKey, partPaths, partUnchanged, validatorPart, type PartMode, type PartSources } from './validator-parts.ts';
import { warmUpValidator } from './validator-warm-up.ts';
import { buildWorkspaceDocument } from './workspace-document.ts';

interface Edge {
  version: number;
  document: OpenApiDocument;
  /** The path templates of each validation part (validator-parts.ts). */
  parts?: Map<string, string[]>;
  /** The role check and the dispatcher of this version's operations. */
  operations?: { roleCheck: RequestHandler; dispatch: RequestHandler };
}

/** What a request needs of its operation past the validator; null where the route and method name none. */
type EdgeOperation = { role: RequiredRole; handler: OperationHandler | undefined } | null;

/** One part's chain: its validator's steps with the version's role check and dispatcher. */
interface PartChain {
  key: string;
  mode: PartMode;
  /** The nodes of the document the part was cut from (unchanged while a version holds the same). */
  sources: PartSources;
  /** The registry version the part was last found unchanged in (compared once per version). */
  version: number;
  chain: RequestHandler;
}

patchOpenApiValidator();

/** An OpenAPI document as express-openapi-validator's options type it (a file path aside). */
type ValidatorDocument = Exclude<Parameters<typeof OpenApiValidator.middleware>[0]['apiSpec'], string>;

/**
 * Whether `document` is the OpenAPI 3.1 document the validator's types describe: checked where
 * this service's looser type says less (the version, info's title and version). The rest of the
 * document is checked against the OpenAPI 3.1 schema by the tests; the `webhooks` the
 * validator's type requires is optional in OpenAPI 3.1, and the validator never reads it.
 */
function isValidatorDocument(document: OpenApiDocument): document is OpenApiDocument & ValidatorDocument {
  return document.openapi.startsWith('3.1.') && typeof document.info.title === 'string' && typeof document.info.version === 'string';
}

/** The validator's steps for one part's document, as the edge configures them. */
export function validatorFor(document: OpenApiDocument): RequestHandler[] {
  // A copy: the validator annotates the document it loads, and workspace documents share
  // their nodes across versions (workspace-document.ts), frozen.
  const apiSpec = structuredClone(document);
  if (!isValidatorDocument(apiSpec)) throw new Error(`not an OpenAPI 3.1 document with info.title and info.version (openapi: ${apiSpec.openapi})`);
  return OpenApiValidator.middleware({
    apiSpec,
    // coerceTypes stays false: the validator coerces query and path parameters anyway (they are
    // strings on the wire), and with true it would also coerce the JSON body ("10" -> 10 for an
    // integer field), letting wrongly typed bodies through.
    validateRequests: { allowUnknownQueryParameters: false, coerceTypes: false, allErrors: true },
    validateResponses: false, // checked by the contract tests instead, at no cost in production
    validateSecurity: false, // bearerAuth runs before
    validateFormats: true,
    fileUploader: false, // no operation takes multipart bodies
    ignorePaths: /^\/(healthz|readyz|metrics|docs|openapi\.json|graphql)(\/|$)/,
    // The document is checked against the OpenAPI 3.1 schema by the tests (static and generated
    // parts alike); checking it again on every rebuild cost each metadata change ~200 ms.
    validateApiSpec: false,
  });
}

export class RestEdge {
  private edge: Edge;
  /** The handlers of the operations that are not records (records': handlers/records.ts, by object). */
  private readonly fixedHandlers: Record<string, OperationHandler | undefined>;
  /** Compiled validator chains by part (validator-parts.ts), kept while their part is unchanged. */
  private readonly chains = new Map<string, PartChain>();

  constructor(
    private readonly services: Services,
    private readonly baseDocument: OpenApiDocument,
    /** Reads JSON bodies; runs once the operation is known and the key's role allows it. */
    private readonly readJson: RequestHandler,
    /** The engines' operations (engines.ts). */
    engineHandlers: Partial<HandlerMap>,
  ) {
    this.edge = this.build(services.registry);
    const fixed = fixedHandlers(services, () => this.document(), engineHandlers);
    this.fixedHandlers = fixed as Record<string, OperationHandler | undefined>;
    // At start, every operation is checked at once: one without a role or a handler, or a
    // handler without an operation, stops the service (later versions add generated ones only).
    requiredRoles(this.edge.document);
    operationDispatcher(this.edge.document, handlers(services, fixed));
    // On a change, recompile at once (and warm up: validator-warm-up.ts) the read parts that
    // changed and were in use, and those the change added (a new pipeline's paths, about to be
    // asked for), so the first read after it does not wait for the validator's compiles. Write
    // parts compile on their first request, as before.
    services.registry.onChange(() => {
      const before = this.edge;
      const edge = this.current();
      for (const { key, mode } of [...this.chains.values()]) if (mode === 'read') this.chainFor(edge, key, mode, true);
      const known = before.parts;
      const parts = this.partsOf(edge);
      if (!known || known === parts) return; // the same paths: no part is new
      for (const key of parts.keys()) if (!known.has(key)) this.chainFor(edge, key, 'read', true);
    });
  }

  /**
   * The chain of the part `key` (compiled on its first request, and again when its document
   * changes): the validator's steps with two of ours after its route matching
   * ("metadataMiddleware"), the role check, then the body, so a key whose role is too weak gets
   * its 403 whatever it sent and the service reads no body it is going to refuse.
   */
  private chainFor(edge: Edge, key: string, mode: PartMode, warmUp = false): RequestHandler {
    const paths = this.partsOf(edge).get(key);
    const id = `${mode} ${key}`;
    if (!paths) {
      // Gone with the last change (a pipeline deleted): its requests are the fallback's now.
      this.chains.delete(id);
      return this.chainFor(edge, FALLBACK_PART, mode, warmUp);
    }
    const kept = this.chains.get(id);
    if (kept?.version === edge.version) return kept.chain;
    // A new version: the part is compared once, by the nodes it was cut from, not per request.
    if (kept && partUnchanged(edge.document, paths, kept.sources)) {
      kept.version = edge.version;
      return kept.chain;
    }
    const part = validatorPart(edge.document, paths, mode);
    const validator = validatorFor(part.document);
    const matched = validator.findIndex((middleware) => middleware.name === 'metadataMiddleware') + 1;
    if (matched === 0) throw new Error('express-openapi-validator no longer has a metadataMiddleware step: see rest-edge.ts');
    const chain = middlewareChain([
      ...validator.slice(0, matched),
      (req, res, next) => this.operationsOf(this.current()).roleCheck(req, res, next),
      this.readJson,
      ...validator.slice(matched),
      (req, res, next) => this.operationsOf(this.current()).dispatch(req, res, next),
    ]);
    this.chains.set(id, { key, mode, sources: part.sources, version: edge.version, chain });
    if (warmUp && mode === 'read') void warmUpValidator(validator, part.document);
    return chain;
  }

  private partsOf(edge: Edge): NonNullable<Edge['parts']> {
    edge.parts ??= partPaths(edge.document);
    return edge.parts;
  }

  /**
   * The role check and the dispatcher of a version: each operation is looked up in the document
   * on its first request in the version and kept for the version (a map over every path cost a
   * change ~6 ms at 200 pipelines).
   */
  private operationsOf(edge: Edge): NonNullable<Edge['operations']> {
    if (edge.operations) return edge.operations;
    const resolved = new Map<string, EdgeOperation>();
    const operationOf = (method: string, route: string): EdgeOperation => {
      const key = `${method} ${route}`;
      let found = resolved.get(key);
      if (found === undefined) {
        const name = method.toLowerCase();
        const isOperation = (OPERATION_METHODS as readonly string[]).includes(name) && route.startsWith('/rest/');
        const operation = isOperation ? edge.document.paths[route]?.[name as 'get'] : undefined;
        found = operation
          ? { role: requiredRoleOf(operation, name, route), handler: this.handlerOf(String(operation.operationId), route) }
          : null;
        resolved.set(key, found);
      }
      return found;
    };
    edge.operations = {
      roleCheck: roleCheck((method, route) => operationOf(method, route)?.role),
      dispatch: dispatchTo((method, route) => operationOf(method, route)?.handler),
    };
    return edge.operations;
  }

  private handlerOf(operationId: string, route: string): OperationHandler | undefined {
    if (Object.hasOwn(this.fixedHandlers, operationId)) return this.fixedHandlers[operationId];
    return recordHandlerOf(this.services, route, operationId) as OperationHandler | undefined;
  }

  private build(registry: MetadataRegistry): Edge {
    return { version: registry.version, document: buildWorkspaceDocument(this.baseDocument, registry.all()) };
  }

  private current(): Edge {
    if (this.edge.version !== this.services.registry.version) {
      try {
        this.edge = this.build(this.services.registry);
      } catch {
        // Cannot happen for changes made through the metadata API (it refuses any that would
        // break the document: workspaceDocumentProblem); keep serving the last good edge.
        this.edge = { ...this.edge, version: this.services.registry.version };
      }
    }
    return this.edge;
  }

  /** The workspace's OpenAPI document now (GET /rest/open-api, /openapi.json, /docs). */
  document(): OpenApiDocument {
    return this.current().document;
  }

  /** Validation and dispatch of one REST request against the current document, by the part its path belongs to. */
  middleware(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      const edge = this.current();
      const key = partKey(req.path);
      return this.chainFor(edge, this.partsOf(edge).has(key) ? key : FALLBACK_PART, modeOf(req.method))(req, res, next);
    };
  }
}
