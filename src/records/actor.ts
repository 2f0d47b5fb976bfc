// Who is calling. Every record operation receives one: it stamps createdBy / updatedBy and rides
// on the write's events (events/record-event.ts). What a role may call is decided at each
// interface's edge from one declaration per operation (http/required-roles.ts for REST,
// graphql/required-roles.ts for GraphQL).
import type { WriteActor } from '../events/record-event.ts';

export type Role = 'admin' | 'member' | 'readonly';

export const ROLES: Role[] = ['admin', 'member', 'readonly'];

const RANK: Record<Role, number> = { readonly: 0, member: 1, admin: 2 };

export const isRole = (value: unknown): value is Role => typeof value === 'string' && value in RANK;

/** May `role` do what `required` allows (readonly < member < admin)? */
export const roleAllows = (role: Role, required: Role) => RANK[role] >= RANK[required];

export interface Actor extends WriteActor {
  role: Role;
}

export const SYSTEM_ACTOR: Actor = { kind: 'system', id: 'system', role: 'admin', name: 'System', source: 'SYSTEM' };

/** The createdBy / updatedBy source each kind of engine writes with (DESIGN.md, "Engine actors"). */
const ENGINE_SOURCES = { workflow: 'WORKFLOW', sequence: 'SEQUENCE', emailChannel: 'EMAIL' } as const;

export type EngineActorKind = keyof typeof ENGINE_SOURCES;

/**
 * An engine writing as itself: a workflow (named after it), a sequence (likewise) or a synced
 * email channel (named by its handle). Engines are not callers of the API and pass no edge, so
 * the role only says what they are: members, who read and write records, never keys or settings.
 */
export function engineActor(kind: EngineActorKind, id: string, name: string): Actor {
  return { kind, id, name, source: ENGINE_SOURCES[kind], role: 'member' };
}
