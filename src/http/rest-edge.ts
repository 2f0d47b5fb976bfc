// The REST edge of the workspace as it is now: the OpenAPI document (the static one plus every
// pipeline and custom field, see workspace-document.ts), the validator compiled from it, and
// the operation dispatcher bound to it. Rebuilt when the metadata registry's version changes,
// on the first request that sees the new version, so a pipeline is validated and served like a
// built-in object from the moment its metadata commits, in every process.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import type { MetadataRegistry } from '../metadata/registry.ts';
import type { Services } from '../services.ts';
import { handlers } from './handlers/index.ts';
import { middlewareChain } from './middleware-chain.ts';
import type { OpenApiDocument } from './openapi-document.ts';
import { requiredRoles, roleCheck } from './required-roles.ts';
import { operationDispatcher, type HandlerMap } from './routes.ts';
import { buildWorkspaceDocument } from './workspace-document.ts';

interface Edge {
  version: number;
  document: OpenApiDocument;
  chain?: RequestHandler;
}

function validatorFor(document: OpenApiDocument): RequestHandler[] {
  return OpenApiValidator.middleware({
    apiSpec: document as never,
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

  constructor(
    private readonly services: Services,
    private readonly baseDocument: OpenApiDocument,
    /** Reads JSON bodies; runs once the operation is known and the key's role allows it. */
    private readonly readJson: RequestHandler,
    /** The engines' operations (engines.ts). */
    private readonly engineHandlers: Partial<HandlerMap>,
  ) {
    this.edge = this.build(services.registry);
    // Build the new edge as soon as the registry changes (the validator loads its document in
    // the background), so the first request after a metadata change does not wait for it.
    services.registry.onChange(() => {
      const edge = this.current();
      this.chainOf(edge);
    });
  }

  /**
   * The validator's steps with two of ours after its route matching ("metadataMiddleware"):
   * the role check, then the body. So a key whose role is too weak gets its 403 whatever it
   * sent, and the service reads no body it is going to refuse.
   */
  private chainOf(edge: Edge): RequestHandler {
    if (edge.chain) return edge.chain;
    const validator = validatorFor(edge.document);
    const matched = validator.findIndex((middleware) => middleware.name === 'metadataMiddleware') + 1;
    if (matched === 0) throw new Error('express-openapi-validator no longer has a metadataMiddleware step: see rest-edge.ts');
    edge.chain = middlewareChain([
      ...validator.slice(0, matched),
      roleCheck(requiredRoles(edge.document)),
      this.readJson,
      ...validator.slice(matched),
      operationDispatcher(edge.document, handlers(this.services, () => this.document(), this.engineHandlers)),
    ]);
    return edge.chain;
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

  /** Validation and dispatch of one REST request against the current document. */
  middleware(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      return this.chainOf(this.current())(req, res, next);
    };
  }
}
