// Who is calling. Every record operation receives one, so permissions are checked in the
// record layer once for REST, GraphQL, workflows and sequences alike.
import { forbidden } from '../errors/app-error.ts';

export type Role = 'admin' | 'member' | 'readonly';

export const ROLES: Role[] = ['admin', 'member', 'readonly'];

export interface Actor {
  kind: 'apiKey' | 'system';
  id: string;
  role: Role;
}

export const SYSTEM_ACTOR: Actor = { kind: 'system', id: 'system', role: 'admin' };

export function assertCanWrite(actor: Actor, what: string): void {
  if (actor.role === 'readonly') throw forbidden(`this API key is read-only and cannot ${what}`);
}

export function assertAdmin(actor: Actor, what: string): void {
  if (actor.role !== 'admin') throw forbidden(`only an admin API key can ${what}`);
}
