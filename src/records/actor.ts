// Who is calling. Every record operation receives one: it stamps createdBy / updatedBy. What a
// role may call is decided at each interface's edge from one declaration per operation
// (http/required-roles.ts for REST, graphql/required-roles.ts for GraphQL).
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
