import { describe, expect, it } from 'vitest';
import type { MessageImport } from '../../messages/inbox-service.ts';
import { inGroups, relatedGroups } from './related-groups.ts';

const message = (id: string, refs: { inReplyTo?: string; references?: string[] } = {}): MessageImport => ({
  channel: { type: 'email', handle: 'team@crm.test' },
  direction: 'INCOMING',
  externalId: id,
  headerMessageId: id,
  inReplyTo: refs.inReplyTo ?? null,
  references: refs.references ?? [],
  text: '',
  receivedAt: '2026-11-01T00:00:00Z',
  participants: [],
});
const ids = (groups: MessageImport[][]) => groups.map((group) => group.map((m) => m.externalId));

describe('relatedGroups', () => {
  it('puts a message with the ones it refers to or that refer to it, in batch order; others alone', () => {
    const batch = [
      message('<reply@x>', { inReplyTo: '<root@x>' }),
      message('<alone@x>'),
      message('<root@x>'),
      message('<deep@x>', { references: ['<root@x>', '<reply@x>'] }),
      message('<other@x>'),
    ];
    expect(ids(relatedGroups(batch))).toEqual([['<reply@x>', '<root@x>', '<deep@x>'], ['<alone@x>'], ['<other@x>']]);
  });

  it('joins two messages that refer to one the batch does not hold', () => {
    const batch = [message('<a@x>', { inReplyTo: '<old@x>' }), message('<b@x>'), message('<c@x>', { references: ['<old@x>'] })];
    expect(ids(relatedGroups(batch))).toEqual([['<a@x>', '<c@x>'], ['<b@x>']]);
  });
});

describe('inGroups', () => {
  it('runs each group in order, in chunks of at most the size asked, no more lanes at once than asked', async () => {
    const groups = relatedGroups([message('<1@x>'), message('<2@x>', { inReplyTo: '<1@x>' }), message('<3@x>'), message('<4@x>'), message('<5@x>'), message('<6@x>')]);
    let running = 0;
    let most = 0;
    const chunks: string[][] = [];
    await inGroups(groups, { concurrency: 2, chunk: 2 }, async (messages) => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      chunks.push(messages.map((m) => m.externalId));
      running--;
    });
    expect(most).toBe(2);
    expect(chunks.every((c) => c.length <= 2)).toBe(true);
    const done = chunks.flat();
    expect(done.indexOf('<1@x>')).toBeLessThan(done.indexOf('<2@x>'));
    expect([...done].sort()).toEqual(['<1@x>', '<2@x>', '<3@x>', '<4@x>', '<5@x>', '<6@x>']);
  });
});
