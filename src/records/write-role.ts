// The role a write of an object needs (DESIGN.md "Roles"): `member`, unless the object's records
// hold secrets (message channels: admin). Declared once per object (`writeRole` in its metadata)
// and read here by every interface: the REST document's `x-required-role`, the GraphQL record
// mutations' role map, workflow activation (a step writes only what its activating key may) and
// the record layer, which refuses any actor, API key or engine, whose role is weaker.
import { forbidden } from '../errors/app-error.ts';
import { withArticle } from '../lib/sentences.ts';
import type { ObjectMetadata } from '../metadata/types.ts';
import { roleAllows, type Actor, type Role } from './actor.ts';

/** The weakest role that may create, update or delete records of `object`. */
export const writeRoleOf = (object: ObjectMetadata): Role => object.writeRole ?? 'member';

/** May an actor of `role` write records of `object`? */
export const roleMayWrite = (role: Role, object: ObjectMetadata): boolean => roleAllows(role, writeRoleOf(object));

/** Who writes, as a refusal names it: a workflow writes with the role of the key that activated its version. */
function writer(actor: Actor): string {
  if (actor.kind === 'workflow') return `the workflow "${actor.name}" writes with the role of the key that activated its version, ${actor.role}`;
  if (actor.kind === 'apiKey') return `this API key's role is ${actor.role}`;
  return `the ${actor.kind} "${actor.name}" writes as ${withArticle(actor.role)}`;
}

/**
 * Refuses (403) `actor` writing records of `object` when its role is weaker than the object's
 * write role. `ownBody`: the body is the writing engine's own bookkeeping, never a client's or a
 * step's input (an import creating the channel it names, a sync recording its channel's state):
 * the operation that led to it was checked at its edge, so the write role is not asked again.
 */
export function assertMayWrite(actor: Actor, object: ObjectMetadata, ownBody = false): void {
  if (ownBody || roleMayWrite(actor.role, object)) return;
  throw forbidden(`${writer(actor)}; writing ${object.namePlural} needs ${withArticle(writeRoleOf(object))} key`);
}
