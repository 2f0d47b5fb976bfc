// What a record write did, as every consumer of writes sees it: statement hooks (inside the
// write's statement: the webhook outbox, later workflow triggers) and commit listeners (after
// the commit). A write carries who made it (its actor) and, when an engine made it, why (its
// cause): so a delete event names the deleter, and a trigger can refuse a loop of runs.
//
// Below the record layer on purpose: records produce these, engines read them, and neither
// needs the other's code to agree on the shape.
import type { ActorSource } from '../metadata/composite-types.ts';
import type { ObjectMetadata } from '../metadata/types.ts';

/**
 * `deleted`: a record deleted permanently, or soft-deleted (then the record carries `deletedAt`);
 * `restored`: a soft-deleted record restored; `destroyed`: a soft-deleted record deleted
 * permanently (records/write/soft-delete.ts).
 */
export type RecordAction = 'created' | 'updated' | 'deleted' | 'restored' | 'destroyed';

/**
 * Who writes. API keys and the system come from the edge; engines write as themselves: a
 * workflow, a sequence, or a synced email channel (records/actor.ts builds these).
 */
export type ActorKind = 'apiKey' | 'system' | 'workflow' | 'sequence' | 'emailChannel';

/** The writer of a record, as stamped into createdBy / updatedBy and carried by its events. */
export interface WriteActor {
  kind: ActorKind;
  /** The API key's, workflow's, sequence's or channel's id ('system' for the system). */
  id: string;
  /** Shown as the `name` of the createdBy / updatedBy of what it writes. */
  name: string;
  /** The `source` of the createdBy / updatedBy of what it writes. */
  source: ActorSource;
  /** The workspace member behind it, when there is one (not for API keys). */
  workspaceMemberId?: string;
}

/**
 * Why an engine wrote (absent for writes of the API). `chainDepth` counts the workflow runs that
 * led to the write: a run started by an API write writes at depth 1, a run its writes start at
 * depth 2, and so on; a trigger refuses to start a run deeper than its limit.
 */
export interface WriteCause {
  workflowRunId?: string;
  sequenceRunId?: string;
  chainDepth: number;
}

/** What a committed write did to one record. */
export interface RecordEvent {
  action: RecordAction;
  object: ObjectMetadata;
  /** The record after the write (before it, for permanent deletes). */
  record: Record<string, unknown>;
  /** Updates: the record before the write and the API fields the write changed. */
  before?: Record<string, unknown>;
  updatedFields?: string[];
  /** Who made the write (for a delete: who deleted, not the record's last updater). */
  actor: WriteActor;
  cause?: WriteCause;
}
