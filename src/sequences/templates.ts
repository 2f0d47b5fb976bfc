// The sequences createSequenceFromTemplate makes (DESIGN.md, "Other GraphQL"): each a DRAFT whose
// texts are written, so once it has senders (the LinkedIn and WhatsApp steps' senderId is left
// empty: valid:false until set) it can be activated. Texts use {{person.name.firstName}} only, a
// variable every person has; {{person.company.name}} would fail the step for people without one.
import { randomUUID } from 'node:crypto';
import type { SequenceTemplateType } from '../../generated/graphql.ts';
import { readSteps, type SequenceStep } from './steps.ts';

export const SEQUENCE_TEMPLATE_TYPES = ['LINKEDIN_OUTREACH', 'MULTI_CHANNEL_OUTREACH', 'LINKEDIN_CONNECTION', 'PHONE_CONDITIONAL'] as const satisfies readonly SequenceTemplateType[];

interface TemplateStep {
  /** A word, replaced by a fresh UUID in each sequence made from the template. */
  key: string;
  name: string;
  type: string;
  next?: string[];
  input: Record<string, unknown>;
  /** Days to wait before the step runs. */
  waitDays?: number;
}

export interface SequenceTemplate {
  name: string;
  /** The first step is the entry. */
  steps: TemplateStep[];
}

const WORKDAYS = { days: [1, 2, 3, 4, 5], window: { start: '09:00', end: '17:00' } };
const email = (key: string, name: string, subject: string, body: string, next: string[] = [], waitDays?: number): TemplateStep => ({
  key,
  name,
  type: 'SEND_EMAIL',
  next,
  input: { subject, body, ...WORKDAYS },
  waitDays,
});
const message = (key: string, name: string, type: 'SEND_LINKEDIN' | 'SEND_LINKEDIN_CONNECTION' | 'SEND_WHATSAPP', text: string, next: string[] = [], waitDays?: number): TemplateStep => ({
  key,
  name,
  type,
  next,
  input: { message: text, senderId: '' },
  waitDays,
});
const task = (key: string, name: string, title: string, next: string[] = [], waitDays?: number): TemplateStep => ({
  key,
  name,
  type: 'CREATE_TASK',
  next,
  input: { objectRecord: { title, status: 'TODO' } },
  waitDays,
});

export const SEQUENCE_TEMPLATES: Record<SequenceTemplateType, SequenceTemplate> = {
  LINKEDIN_OUTREACH: {
    name: 'LinkedIn outreach',
    steps: [
      message('connect', 'Connection request', 'SEND_LINKEDIN_CONNECTION', 'Hi {{person.name.firstName}}, I would be glad to connect.', ['intro']),
      message('intro', 'Introduction', 'SEND_LINKEDIN', 'Thanks for connecting, {{person.name.firstName}}! Could we talk about how we could help your team?', ['follow-up'], 2),
      message('follow-up', 'Follow-up', 'SEND_LINKEDIN', 'Hi {{person.name.firstName}}, just following up on my last message. Would a short call next week work?', [], 4),
    ],
  },
  MULTI_CHANNEL_OUTREACH: {
    name: 'Multi-channel outreach',
    steps: [
      email('intro', 'Introduction email', 'A quick introduction', '<p>Hi {{person.name.firstName}},</p><p>I would love to show you what we do. Do you have 15 minutes this week?</p>', ['connect']),
      message('connect', 'LinkedIn connection', 'SEND_LINKEDIN_CONNECTION', 'Hi {{person.name.firstName}}, I just sent you an email; glad to connect here too.', ['whatsapp'], 1),
      message('whatsapp', 'WhatsApp nudge', 'SEND_WHATSAPP', 'Hi {{person.name.firstName}}, did you see my email? Happy to answer any question here.', ['follow-up'], 2),
      email('follow-up', 'Follow-up email', 'Following up', '<p>Hi {{person.name.firstName}},</p><p>Following up on my earlier email: is this a priority for you this quarter?</p>', ['call'], 3),
      task('call', 'Call task', 'Call {{person.name.firstName}} {{person.name.lastName}}', [], 2),
    ],
  },
  LINKEDIN_CONNECTION: {
    name: 'LinkedIn connection',
    steps: [
      message('connect', 'Connection request', 'SEND_LINKEDIN_CONNECTION', 'Hi {{person.name.firstName}}, I would be glad to connect.', ['thanks']),
      message('thanks', 'Thank you message', 'SEND_LINKEDIN', 'Thanks for connecting, {{person.name.firstName}}!', [], 3),
    ],
  },
  PHONE_CONDITIONAL: {
    name: 'Phone conditional',
    steps: [
      { key: 'has-phone', name: 'Has a phone number?', type: 'HAS_PHONE_NUMBER', next: ['whatsapp', 'email'], input: {} },
      message('whatsapp', 'WhatsApp message', 'SEND_WHATSAPP', 'Hi {{person.name.firstName}}, could we have a quick chat this week?', ['call'], 0),
      task('call', 'Call task', 'Call {{person.name.firstName}} {{person.name.lastName}}', [], 2),
      email('email', 'Email', 'A quick question', '<p>Hi {{person.name.firstName}},</p><p>Could we have a quick chat this week?</p>', ['email-follow-up']),
      email('email-follow-up', 'Follow-up email', 'Following up', '<p>Hi {{person.name.firstName}},</p><p>Just following up on my last email.</p>', [], 3),
    ],
  },
};

/** The template's steps with fresh ids, read as stored steps (validity against no senders). */
export function templateSteps(type: SequenceTemplateType): SequenceStep[] {
  const template = SEQUENCE_TEMPLATES[type];
  const ids = new Map(template.steps.map((step) => [step.key, randomUUID()]));
  return readSteps(
    template.steps.map((step, index) => ({
      id: ids.get(step.key),
      name: step.name,
      type: step.type,
      isFirstStep: index === 0,
      nextStepIds: (step.next ?? []).map((key) => ids.get(key)),
      position: { x: 0, y: index * 150 },
      settings: { input: structuredClone(step.input), delay: step.waitDays ? { unit: 'DAYS', value: step.waitDays } : null },
    })),
    [],
  );
}
