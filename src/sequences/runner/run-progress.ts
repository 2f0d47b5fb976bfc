// A run advancing inside ONE transaction, under its row lock (run-row.ts): a step job's whole
// effect. From the step the job names it runs every step that needs nothing outside the database
// (CREATE_TASK, CREATE_NOTE, the conditions, DELAY, a LinkedIn or WhatsApp message the record
// provider only stores) one after another while they are due; a step that must wait gets a job
// (its delay, its sending window, a full day); a message that must leave (email, a webhook
// provider) is prepared: its daily slot taken, its text rendered and its Message-ID chosen, the
// step marked RUNNING, and the I/O left to run after the commit. `save` writes the run (and its
// enrollment when the run ends) through the record layer once, with the jobs, so a crash never
// repeats a committed step and never loses one.
import type { Database } from '../../db/database.ts';
import type { SqlExecutor } from '../../db/sql-executor.ts';
import { addressFault } from '../../email/addresses.ts';
import { newMessageId } from '../../email/email-transport.ts';
import { escapeHtml, textOfHtml } from '../../email/html.ts';
import type { InboxService } from '../../messages/inbox-service.ts';
import type { JobQueue, NewJob } from '../../jobs/job-queue.ts';
import { isoAt } from '../../lib/clock.ts';
import { renderTemplate, UnresolvedVariableError, type RenderOptions } from '../../lib/template.ts';
import type { MetadataRegistry } from '../../metadata/registry.ts';
import type { Actor } from '../../records/actor.ts';
import type { RecordService } from '../../records/record-service.ts';
import type { ChannelProvider } from '../channel-providers.ts';
import { releaseSlot, reserveSlot } from '../daily-slots.ts';
import { NOT_CONFIRMED_ERROR, type SequenceRunState } from '../run-state.ts';
import { BRANCH_STEPS, SENDING_PLATFORM, type Platform, type SequenceStep } from '../steps.ts';
import { localDay, nextAllowedInstant, nextDayStart } from '../timing.ts';
import { valuesOf, VARIABLE_RELATIONS } from '../variables.ts';
import { sequenceActor, type LockedRun, type RunSender } from './run-row.ts';
import { scheduled, sendingSchedule, stepDueAt } from './schedule.ts';
import type { PendingSend } from './sending.ts';

/** Temporary send failures are tried again after these waits (3 retries), then the run fails. */
export const SEND_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000];

/** Steps run in one transaction at most, however the graph goes (a guard, not a limit users meet). */
const MAX_STEPS_PER_JOB = 50;

export interface RunnerDeps {
  db: Database;
  records: RecordService;
  registry: MetadataRegistry;
  jobs: JobQueue;
  inbox: InboxService;
  provider: ChannelProvider;
}

/** What a step did in the transaction. */
type StepResult =
  | { done: Record<string, unknown>; next?: string | null }
  | { failed: string }
  | { waitUntil: number }
  | { send: PendingSend };

/** What the job does after the transaction: nothing more, wait, or send. */
export type Continuation = { kind: 'done' } | { kind: 'wait'; until: number } | { kind: 'send'; pending: PendingSend };

/** The inbox channel type of each platform. */
const CHANNEL_TYPE: Record<Platform, 'email' | 'linkedin' | 'whatsapp'> = { EMAIL: 'email', LINKEDIN: 'linkedin', WHATSAPP: 'whatsapp' };

export class RunProgress {
  state: SequenceRunState;
  private status: string;
  private endedAt: string | null = null;
  private enrollmentStatus: string | undefined;
  /** A sender was assigned in place of one gone or not ACTIVE: the enrollment's senderIds are written. */
  private senderIdsChanged = false;
  readonly jobs: NewJob[] = [];
  private enqueuedJobs = 0;
  /** Read once per job, when a step first needs them. */
  private person: Record<string, unknown> | undefined;
  private enrollmentRecord: Record<string, unknown> | undefined;
  readonly actor: Actor;

  constructor(
    private readonly deps: RunnerDeps,
    private readonly tx: SqlExecutor,
    readonly run: LockedRun,
    private readonly now: number,
  ) {
    this.state = run.state;
    this.status = run.status;
    this.actor = sequenceActor(run.sequence);
  }

  step(id: string): SequenceStep | undefined {
    return this.run.sequence.steps.find((step) => step.id === id);
  }

  /**
   * Runs `step` and what follows it while due. `ownJob`: `step` is the job's own, so its wait
   * keeps the job (it runs again then); any other step's wait gets a job of its own.
   */
  async runFrom(step: SequenceStep, ownJob = true): Promise<Continuation> {
    let current: SequenceStep | undefined = step;
    for (let hops = 0; current && hops < MAX_STEPS_PER_JOB; hops++) {
      const result = await this.execute(current);
      if ('waitUntil' in result) {
        const { state, job } = scheduled(this.run.id, this.state, current, result.waitUntil, this.now, this.state.stepInfos[current.id]?.attempt);
        this.state = state;
        if (hops === 0 && ownJob) return { kind: 'wait', until: result.waitUntil };
        this.jobs.push(job);
        return { kind: 'done' };
      }
      if ('send' in result) {
        this.mark(current.id, { status: 'RUNNING', at: isoAt(this.now), messageId: result.send.messageId, attempt: result.send.attempt });
        this.status = 'RUNNING';
        return { kind: 'send', pending: result.send };
      }
      if ('failed' in result) {
        this.fail(current.id, result.failed);
        return { kind: 'done' };
      }
      current = this.succeeded(current, result.done, result.next === undefined ? current.nextStepIds[0] : result.next);
    }
    if (current) this.jobs.push(this.schedule(current, this.now)); // the guard: go on in another job
    return { kind: 'done' };
  }

  /**
   * Records `step` done and moves to `nextId`: the run COMPLETED when there is none; the next
   * step when it is due now and needs nothing outside (run in this transaction); else its job.
   */
  succeeded(step: SequenceStep, result: Record<string, unknown>, nextId: string | null | undefined): SequenceStep | undefined {
    this.mark(step.id, { status: 'SUCCESS', at: isoAt(this.now), ...(this.state.stepInfos[step.id]?.messageId ? { messageId: this.state.stepInfos[step.id]!.messageId } : {}), result });
    this.state = { ...this.state, flow: [...this.state.flow, step.id] };
    if (!nextId) {
      this.state = { ...this.state, currentStepId: null };
      this.status = 'COMPLETED';
      this.endedAt = isoAt(this.now);
      this.enrollmentStatus = 'COMPLETED';
      return undefined;
    }
    const next = this.step(nextId);
    if (!next) {
      this.fail(step.id, `next step ${nextId} is not a step of the sequence any more`);
      return undefined;
    }
    this.status = 'ENQUEUED';
    const dueAt = stepDueAt(next, this.now, this.run.sequence.settings.timezone);
    if (dueAt <= this.now && !this.leaves(next)) {
      this.state = { ...this.state, currentStepId: next.id, stepInfos: { ...this.state.stepInfos, [next.id]: { status: 'SCHEDULED', at: isoAt(this.now), dueAt: isoAt(dueAt), attempt: 1 } } };
      return next;
    }
    this.jobs.push(this.schedule(next, dueAt));
    return undefined;
  }

  /** The run FAILED at `stepId` with `error` (later steps wait for retrySequenceSteps). */
  fail(stepId: string, error: string): void {
    this.mark(stepId, { status: 'FAILED', at: isoAt(this.now), error, ...(this.state.stepInfos[stepId]?.messageId ? { messageId: this.state.stepInfos[stepId]!.messageId } : {}) });
    this.state = { ...this.state, sequenceRunError: { failedStepId: stepId, error } };
    this.status = 'FAILED';
    this.endedAt = isoAt(this.now);
  }

  /** A step found RUNNING by its job: the server stopped while sending; never sent again. */
  notConfirmed(stepId: string): void {
    this.fail(stepId, NOT_CONFIRMED_ERROR);
  }

  /** Back to waiting at `step` until `dueAt` (a temporary send failure), the job kept. */
  retryAt(step: SequenceStep, dueAt: number, attempt: number): void {
    this.state = scheduled(this.run.id, this.state, step, dueAt, this.now, attempt).state;
    this.status = 'ENQUEUED';
  }

  /** Writes the run (and its enrollment when it ended or got a sender) in one statement, and the jobs, in the transaction. */
  async save(): Promise<void> {
    const { records, registry, jobs } = this.deps;
    const enrollment = {
      ...(this.enrollmentStatus ? { status: this.enrollmentStatus } : {}),
      ...(this.senderIdsChanged ? { senderIds: this.run.enrollment.senderIds } : {}),
    };
    await records.writeTogether(
      this.actor,
      [
        { object: registry.get('sequenceRun'), update: { id: this.run.id, body: { status: this.status, state: this.state, ...(this.endedAt ? { endedAt: this.endedAt } : {}) } } },
        ...(Object.keys(enrollment).length ? [{ object: registry.get('sequencePerson'), update: { id: this.run.sequencePersonId, body: enrollment } }] : []),
      ],
      { sql: this.tx, engineFields: true, knownRelations: true },
    );
    // A second save (a full day after the first) adds only the jobs new since.
    if (this.jobs.length > this.enqueuedJobs) await jobs.enqueue(this.jobs.slice(this.enqueuedJobs), this.now, this.tx);
    this.enqueuedJobs = this.jobs.length;
  }

  private mark(stepId: string, info: SequenceRunState['stepInfos'][string]): void {
    this.state = { ...this.state, stepInfos: { ...this.state.stepInfos, [stepId]: info } };
  }

  private schedule(step: SequenceStep, dueAt: number): NewJob {
    const { state, job } = scheduled(this.run.id, this.state, step, dueAt, this.now);
    this.state = state;
    return job;
  }

  /** A step whose message leaves the service: it runs in a job of its own, between two transactions. */
  private leaves(step: SequenceStep): boolean {
    const platform = SENDING_PLATFORM[step.type];
    return platform === 'EMAIL' || (platform !== undefined && this.deps.provider.name !== 'record');
  }

  /**
   * The person with its company embedded (custom fields included) and, when `input` names
   * `sequencePerson.*`, the enrollment: the values variables resolve against.
   */
  private async variables(input: unknown = undefined): Promise<Record<string, unknown>> {
    const { records, registry } = this.deps;
    this.person ??= await records.get(registry.get('person'), this.run.personId, 1, { sql: this.tx, relations: VARIABLE_RELATIONS });
    if (this.enrollmentRecord === undefined && input !== undefined && JSON.stringify(input).includes('sequencePerson'))
      this.enrollmentRecord = await records.get(registry.get('sequencePerson'), this.run.sequencePersonId, 0, { sql: this.tx });
    return valuesOf(this.person, this.enrollmentRecord ?? {}).values;
  }

  /** `input` rendered; `options.escape` writes each value (an email's HTML body: escapeHtml). */
  private async render<T>(input: T, options: Pick<RenderOptions, 'escape'> = {}): Promise<T> {
    return renderTemplate(input, await this.variables(input), { nullIsMissing: true, ...options }) as T;
  }

  private async execute(step: SequenceStep): Promise<StepResult> {
    try {
      if (SENDING_PLATFORM[step.type]) return await this.message(step, SENDING_PLATFORM[step.type]!);
      switch (step.type) {
        case 'CREATE_TASK':
        case 'CREATE_NOTE':
          return await this.createActivity(step);
        case 'DELAY':
          return { done: {} };
        default:
          if (BRANCH_STEPS.has(step.type)) {
            const answer = await this.condition(step);
            return { done: { answer }, next: step.nextStepIds[answer ? 0 : 1] ?? null };
          }
          return { failed: `step type ${step.type} cannot run` };
      }
    } catch (error) {
      if (error instanceof UnresolvedVariableError) return { failed: `${error.message} for this person` };
      throw error;
    }
  }

  private async condition(step: SequenceStep): Promise<boolean> {
    if (step.type === 'REPLIED_TO_EMAIL') return this.run.enrollment.hasReplied;
    const person = (await this.variables()).person as Record<string, unknown>;
    const platform = step.type === 'HAS_EMAIL_ADDRESS' ? 'EMAIL' : step.type === 'HAS_LINKEDIN_URL' ? 'LINKEDIN' : 'WHATSAPP';
    return recipientOf(person, platform) !== undefined;
  }

  /** CREATE_TASK and CREATE_NOTE: the record, linked to the person, written as the sequence. */
  private async createActivity(step: SequenceStep): Promise<StepResult> {
    const input = await this.render((step.settings.input.objectRecord ?? {}) as Record<string, unknown>);
    const task = step.type === 'CREATE_TASK';
    const object = this.deps.registry.get(task ? 'task' : 'note');
    const body: Record<string, unknown> = { title: input.title ?? null };
    if (typeof input.body === 'string') body.bodyV2 = { markdown: input.body };
    if (task && input.status !== undefined) body.status = input.status;
    if (task && input.dueAt !== undefined) body.dueAt = input.dueAt;
    const { records, registry } = this.deps;
    const created = await records.create(this.actor, object, body, { sql: this.tx });
    await records.create(this.actor, registry.get(task ? 'taskTarget' : 'noteTarget'), { [task ? 'taskId' : 'noteId']: created.id, personId: this.run.personId }, { sql: this.tx, knownRelations: true });
    return { done: { [task ? 'taskId' : 'noteId']: created.id } };
  }

  /**
   * A message step: in its window, from the enrollment's sender of the platform, to the person's
   * address, rendered, with a daily slot taken. Email (and a provider that reaches out) is
   * prepared to leave after the commit; the record provider's message is stored at once.
   */
  private async message(step: SequenceStep, platform: Platform): Promise<StepResult> {
    const { timezone } = this.run.sequence.settings;
    const schedule = sendingSchedule(step);
    if (schedule) {
      const allowed = nextAllowedInstant(this.now, schedule, timezone);
      if (allowed > this.now) return { waitUntil: allowed };
    }
    const sender = await this.sender(platform);
    if ('failed' in sender) return sender;
    const values = await this.variables();
    const to = recipientOf(values.person as Record<string, unknown>, platform);
    if (!to) return { failed: `the person has no ${platform === 'EMAIL' ? 'email address' : platform === 'LINKEDIN' ? 'LinkedIn URL' : 'phone number'}` };
    // An email goes only where its addresses say: each must be one plain address.
    const fault = platform === 'EMAIL' ? (addressFault(`sender ${sender.id}'s identifier`, sender.identifier) ?? addressFault("the person's email", to)) : undefined;
    if (fault) return { failed: fault };
    const input = step.settings.input;
    const subject = platform === 'EMAIL' ? String(await this.render(input.subject ?? '')) : null;
    // An email's body is HTML: the values of its variables are escaped into it.
    const text = String(platform === 'EMAIL' ? await this.render(input.body ?? '', { escape: escapeHtml }) : await this.render(input.message ?? ''));
    const day = localDay(this.now, timezone);
    const leaves = this.leaves(step);
    // A message that leaves takes its slot at the end of the transaction (takeSlot); one stored at once, here.
    if (!leaves && !(await reserveSlot(this.tx, sender.id, day, sender.dailyLimit))) return { waitUntil: this.nextDay(step) };
    const pending: PendingSend = {
      platform,
      stepId: step.id,
      stepType: step.type,
      sender: { id: sender.id, identifier: sender.identifier },
      to,
      subject,
      body: text,
      messageId: newMessageId(sender.identifier, `${this.run.id}.${this.state.generation}.${step.id}`),
      day,
      dailyLimit: sender.dailyLimit,
      attempt: this.state.stepInfos[step.id]?.attempt ?? 1,
      sequenceId: this.run.sequence.id,
      sequencePersonId: this.run.sequencePersonId,
    };
    if (leaves) return { send: pending };
    const stored = await this.recordSent(pending);
    return { done: { messageId: stored.messageId } };
  }

  /**
   * The enrollment's ACTIVE sender of `platform`. One that is gone or not ACTIVE (deleted, paused)
   * is replaced by another ACTIVE sender of the platform, chosen by the enrollment's id (spread
   * like the round robin, without the sequence's lock), and the enrollment keeps it; none: the
   * step fails, saying why.
   */
  private async sender(platform: Platform): Promise<RunSender | { failed: string }> {
    const assigned = this.run.enrollment.senderIds[platform];
    const senders = this.run.senders.filter((sender) => sender.platformType === platform);
    const current = senders.find((sender) => sender.id === assigned);
    if (current?.messageStatus === 'ACTIVE') return current;
    const active = senders.filter((sender) => sender.messageStatus === 'ACTIVE');
    if (active.length === 0)
      return { failed: current ? `sender ${current.id} is ${current.messageStatus ?? 'not activated'} and the sequence has no other ACTIVE ${platform} sender; activate one (activateSequenceSenders), then retry` : `the sequence has no ACTIVE ${platform} sender; add and activate one, then retry` };
    const chosen = active[Number.parseInt(this.run.sequencePersonId.replace(/-/g, '').slice(-8), 16) % active.length];
    this.run.enrollment.senderIds = { ...this.run.enrollment.senderIds, [platform]: chosen.id };
    this.senderIdsChanged = true;
    return chosen;
  }

  /** The message sent, stored OUTGOING on the sender's channel, from the sender, to the person. */
  async recordSent(send: PendingSend): Promise<{ messageId: string }> {
    const type = CHANNEL_TYPE[send.platform];
    return this.deps.inbox.recordOutgoing(this.tx, this.actor, {
      channel: { type, handle: send.sender.identifier },
      externalId: send.messageId,
      headerMessageId: send.platform === 'EMAIL' ? send.messageId : null,
      subject: send.subject,
      text: send.platform === 'EMAIL' ? textOfHtml(send.body) : send.body,
      receivedAt: isoAt(this.now),
      participants: [
        { role: 'from', handle: send.sender.identifier },
        { role: 'to', handle: send.to },
      ],
    });
  }

  /**
   * The daily slot of a message about to leave, from a sender with a limit, taken as the first
   * transaction's LAST statement (after save): the sender's counter row, which every send of the
   * sender takes in turn, stays locked only for the COMMIT. True when taken; when the day is full
   * the step waits for the next allowed instant of the next day instead, saved again.
   */
  async takeSlot(step: SequenceStep, send: PendingSend): Promise<{ taken: true } | { taken: false; until: number }> {
    if (send.dailyLimit === null) return { taken: true };
    if (await reserveSlot(this.tx, send.sender.id, send.day, send.dailyLimit)) return { taken: true };
    const until = this.nextDay(step);
    this.retryAt(step, until, send.attempt);
    await this.save();
    return { taken: false, until };
  }

  /** A send that did not happen gives its daily slot back (a sender without a limit took none). */
  async releaseSlot(send: PendingSend): Promise<void> {
    if (send.dailyLimit !== null) await releaseSlot(this.tx, send.sender.id, send.day);
  }

  /** The first instant `step` may run on the sequence's next local day (its sender's day is full). */
  private nextDay(step: SequenceStep): number {
    const { timezone } = this.run.sequence.settings;
    return nextAllowedInstant(nextDayStart(this.now, timezone), sendingSchedule(step) ?? {}, timezone);
  }
}

/** Where a message to the person goes on `platform`: primary email, LinkedIn URL, phone with its calling code. */
export function recipientOf(person: Record<string, unknown>, platform: Platform): string | undefined {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  if (platform === 'EMAIL') return text((person.emails as Record<string, unknown> | null)?.primaryEmail);
  if (platform === 'LINKEDIN') return text((person.linkedinLink as Record<string, unknown> | null)?.primaryLinkUrl);
  const phones = (person.phones ?? {}) as Record<string, unknown>;
  const number = text(phones.primaryPhoneNumber);
  return number ? `${text(phones.primaryPhoneCallingCode) ?? ''}${number}` : undefined;
}
