// Response headers for browsers, on every response (helmet), and CORS when CORS_ORIGINS names
// the origins allowed to call the API from a web page (the cors package).
//
// The API answers JSON, so the policy is the strictest one: nothing may load, nothing may frame
// it (`default-src 'none'; frame-ancestors 'none'`, X-Frame-Options DENY), no MIME sniffing,
// no Referer, same-origin Cross-Origin-Resource-Policy and -Opener-Policy. The two HTML pages
// (/docs, and GraphiQL at GET /graphql) set their own Content-Security-Policy, which replaces
// this one (http/docs.ts, graphql/graphiql.ts). No Strict-Transport-Security: the service speaks
// plain HTTP and TLS ends in front of it; HSTS belongs to whatever terminates TLS for the domain
// (docs/internal/decisions.md).
import cors from 'cors';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
  }) as RequestHandler;
}

/** Methods of the API (REST and GraphQL). */
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** Request headers a page may send besides the CORS-safelisted ones. */
export const CORS_ALLOWED_HEADERS = ['Authorization', 'Content-Type'];
/** Response headers a page may read besides the CORS-safelisted ones. */
export const CORS_EXPOSED_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After'];

/**
 * CORS for `origins` (['*'] = any): a preflight (OPTIONS) from an allowed origin is answered 204
 * here, before authentication (it carries no key); other requests from it get
 * Access-Control-Allow-Origin. A request from any other origin is handled exactly as with CORS
 * off (no Access-Control-* header; a preflight then meets authentication and gets 401). Keys
 * travel in the Authorization header, never in cookies: no credentials mode.
 * Undefined when `origins` is empty (CORS off).
 */
export function corsPolicy(origins: string[]): RequestHandler | undefined {
  if (origins.length === 0) return undefined;
  const anyOrigin = origins.includes('*');
  const allowed = new Set(origins);
  const handler = cors({
    origin: anyOrigin ? '*' : true, // true: echo the request's origin (checked below)
    methods: CORS_METHODS,
    allowedHeaders: CORS_ALLOWED_HEADERS,
    exposedHeaders: CORS_EXPOSED_HEADERS,
    credentials: false,
    maxAge: 600,
    optionsSuccessStatus: 204,
    preflightContinue: false,
  }) as RequestHandler;
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.headers.origin;
    if (anyOrigin) return origin === undefined ? next() : handler(req, res, next);
    // The answer depends on Origin: shared caches must keep one per origin.
    res.vary('Origin');
    if (origin === undefined || !allowed.has(origin)) return next();
    return handler(req, res, next);
  };
}
