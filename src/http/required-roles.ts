// Who may call what: every REST operation declares the weakest role that may call it, as
// `x-required-role` in the OpenAPI document (readonly < member < admin; DESIGN.md "Roles"), and
// this is the one place that enforces it, right after the validator has matched the request to
// its operation and before the body is read. An operation without the declaration is a
// start-up error, so a new path cannot ship open by omission.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { actorOf } from '../auth/bearer-auth.ts';
import { forbidden } from '../errors/app-error.ts';
import { isRole, roleAllows, type Role } from '../records/actor.ts';
import type { OpenApiDocument } from './openapi-document.ts';
import { OPERATION_METHODS } from './routes.ts';
import { withArticle } from '../lib/sentences.ts';

const key = (method: string, route: string) => `${method.toUpperCase()} ${route}`;

export interface RequiredRole {
  role: Role;
  summary: string;
}

/** The role an operation declares; a start-up error (or a 500, for a generated one) when it declares none. */
export function requiredRoleOf(operation: Record<string, unknown>, method: string, path: string): RequiredRole {
  const role = operation['x-required-role'];
  if (!isRole(role)) throw new Error(`${key(method, path)} (${String(operation.operationId)}) declares no x-required-role (readonly, member or admin)`);
  return { role, summary: String(operation.summary ?? operation.operationId) };
}

/** `METHOD route` -> the role its operation requires, for every operation under /rest. */
export function requiredRoles(document: OpenApiDocument): Map<string, RequiredRole> {
  const roles = new Map<string, RequiredRole>();
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith('/rest/')) continue;
    for (const method of OPERATION_METHODS) {
      const operation = item[method];
      if (operation) roles.set(key(method, path), requiredRoleOf(operation, method, path));
    }
  }
  return roles;
}

/**
 * Refuses (403) a request whose key's role is weaker than its operation's; `roleOf` answers the
 * role of the operation the validator matched (`METHOD`, route template), if there is one.
 */
export function roleCheck(roleOf: (method: string, route: string) => RequiredRole | undefined): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const matched = (req as Request & { openapi?: { openApiRoute: string } }).openapi;
    const required = matched && roleOf(req.method, matched.openApiRoute);
    if (!required) return next(); // not an operation: the validator answers 404 / 405
    const { role } = actorOf(res);
    if (roleAllows(role, required.role)) return next();
    next(forbidden(`this API key's role is ${role}; "${required.summary}" needs ${withArticle(required.role)} key`));
  };
}
