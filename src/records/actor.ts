// Who is calling. Every record operation receives one, so permissions are checked in the
// record layer once for REST, GraphQL, workflows and sequences alike.
import { forbidden } from '../errors/app-error.ts';
import type { ActorSource } from '../metadata/composite-types.ts';

export type Role = 'admin' | 'member' | 'readonly';

export const ROLES: Role[] = ['admin', 'member', 'readonly'];

export interface Actor {
  kind: 'apiKey' | 'system';
  id: string;
  role: Role;
  /** Shown as the `name` of the createdBy / updatedBy of what it writes (an API key's name). */
  name: string;
  /** The `source` of the createdBy / updatedBy of what it writes. */
  source: ActorSource;
  /** The workspace member behind it, when there is one (not for API keys). */
  workspaceMemberId?: string;
}

export const SYSTEM_ACTOR: Actor = { kind: 'system', id: 'system', role: 'admin', name: 'System', source: 'SYSTEM' };

export function assertCanWrite(actor: Actor, what: string): void {
  if (actor.role === 'readonly') throw forbidden(`this API key is read-only and cannot ${what}`);
}

export function assertAdmin(actor: Actor, what: string): void {
  if (actor.role !== 'admin') throw forbidden(`only an admin API key can ${what}`);
}
