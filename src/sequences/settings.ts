// The rules of sequence and sender bodies, as record-layer input rules (records/input-rules.ts),
// so single, batch and bulk writes from any interface hold them:
// - a sequence's settings: {timezone (IANA), pauseOnReply}; a new sequence cannot start ACTIVE
//   (it has no steps: activation is a PATCH once it has);
// - a sender's dailyLimit is at least 1 (null: no limit).
import type { InputRule } from '../records/input-rules.ts';
import { isTimeZone } from './timing.ts';

export interface SequenceSettings {
  timezone: string;
  pauseOnReply: boolean;
}

const SETTING_KEYS = ['timezone', 'pauseOnReply'];

/** The stored settings with their defaults (UTC, stop on reply). */
export function readSettings(value: unknown): SequenceSettings {
  const settings = (value && typeof value === 'object' ? value : {}) as Partial<SequenceSettings>;
  return { timezone: settings.timezone ?? 'UTC', pauseOnReply: settings.pauseOnReply ?? true };
}

export const sequenceRule: InputRule = (values, mode) => {
  const problems: string[] = [];
  if (mode === 'create' && values.get('status') === 'ACTIVE')
    problems.push('status: a new sequence has no steps; create it DRAFT, add steps, then PATCH {"status": "ACTIVE"}');
  if (!values.has('settings') || values.get('settings') === null) return problems;
  const settings = values.get('settings');
  if (typeof settings !== 'object' || Array.isArray(settings)) return [...problems, 'settings: must be {timezone, pauseOnReply} or null'];
  const given = settings as Record<string, unknown>;
  for (const key of Object.keys(given)) if (!SETTING_KEYS.includes(key)) problems.push(`settings.${key}: unknown setting; the settings are ${SETTING_KEYS.join(', ')}`);
  if (given.timezone !== undefined && !isTimeZone(given.timezone))
    problems.push(`settings.timezone: ${JSON.stringify(given.timezone)} is not an IANA time zone (e.g. Europe/Paris, America/New_York, UTC)`);
  if (given.pauseOnReply !== undefined && typeof given.pauseOnReply !== 'boolean') problems.push('settings.pauseOnReply: must be true or false');
  return problems;
};

export const senderRule: InputRule = (values) => {
  const limit = values.get('dailyLimit');
  if (values.has('dailyLimit') && limit !== null && (typeof limit !== 'number' || limit < 1))
    return [`dailyLimit: must be at least 1 (or null for no limit), not ${JSON.stringify(limit)}`];
  return [];
};
