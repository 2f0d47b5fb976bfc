import { describe, expect, it } from 'vitest';
import { SEQUENCE_TEMPLATE_TYPES, templateSteps } from './templates.ts';
import { activationProblems, readSteps, SENDING_PLATFORM } from './steps.ts';

const senders = (['EMAIL', 'LINKEDIN', 'WHATSAPP'] as const).map((platformType) => ({ id: `${platformType}-sender`, platformType, messageStatus: 'ACTIVE' }));

describe.each(SEQUENCE_TEMPLATE_TYPES)('template %s', (type) => {
  it('has one entry, fresh ids and no dangling next step', () => {
    const steps = templateSteps(type);
    expect(steps.filter((s) => s.isFirstStep)).toHaveLength(1);
    expect(templateSteps(type)[0].id).not.toBe(steps[0].id);
    const ids = new Set(steps.map((s) => s.id));
    for (const step of steps) for (const next of step.nextStepIds) expect(ids.has(next)).toBe(true);
  });

  it('can be activated once its LinkedIn and WhatsApp steps name a sender', () => {
    const withSenders = templateSteps(type).map((step) => {
      const platform = SENDING_PLATFORM[step.type];
      return platform && platform !== 'EMAIL' ? { ...step, settings: { ...step.settings, input: { ...step.settings.input, senderId: `${platform}-sender` } } } : step;
    });
    expect(activationProblems(readSteps(withSenders, senders), senders)).toEqual([]);
  });
});
