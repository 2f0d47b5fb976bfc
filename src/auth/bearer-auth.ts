// Express middleware: `Authorization: Bearer <key>` exactly (the word Bearer, one space, the
// key). Anything else is a 401 in the documented error body.
import type { NextFunction, Request, Response } from 'express';
import { unauthenticated } from '../errors/app-error.ts';
import type { Actor } from '../records/actor.ts';
import type { ApiKeyService } from './api-key-service.ts';

const BEARER = /^Bearer ([^\s]+)$/;

/** The credential of `Authorization: Bearer <credential>` exactly, or undefined. */
export const bearerToken = (header: string | undefined): string | undefined => (header ? BEARER.exec(header)?.[1] : undefined);

export async function actorFromHeader(apiKeys: ApiKeyService, header: string | undefined): Promise<Actor> {
  if (!header) throw unauthenticated('missing Authorization header; send "Authorization: Bearer <API key>"');
  const key = bearerToken(header);
  if (!key) throw unauthenticated('malformed Authorization header; expected "Bearer <API key>"');
  const actor = await apiKeys.authenticate(key);
  if (!actor) throw unauthenticated('invalid API key: unknown, revoked or expired');
  return actor;
}

export function bearerAuth(apiKeys: ApiKeyService) {
  return (req: Request, res: Response, next: NextFunction) => {
    actorFromHeader(apiKeys, req.headers.authorization).then(
      (actor) => {
        res.locals.actor = actor;
        next();
      },
      next,
    );
  };
}

export const actorOf = (res: Response): Actor => res.locals.actor as Actor;
