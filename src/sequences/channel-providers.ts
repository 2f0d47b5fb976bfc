// How SEND_LINKEDIN and SEND_WHATSAPP messages leave. No LinkedIn or WhatsApp API is spoken
// here: without CHANNEL_WEBHOOK_URL the "record" provider sends nothing (the engine stores every
// sent message in the inbox as OUTGOING, which is the record); with it, each message is POSTed
// as JSON to an HTTP provider (a bridge the operator runs), through the service's outbound HTTP
// client and its SSRF rules.
import { sendRequest } from '../outbound/http-request.ts';

export interface OutboundChannelMessage {
  platform: 'LINKEDIN' | 'WHATSAPP';
  /** The sequence sender: its id and identifier (profile URL, phone number). */
  from: { senderId: string; identifier: string };
  /** The person's handle on the platform. */
  to: string;
  text: string;
  /** Fixed before the send and stored with the message: the receiver's idempotency key. */
  messageId: string;
  sequenceId: string;
  sequencePersonId: string;
  stepId: string;
  stepType: string;
}

/** `permanent`: sending again cannot succeed (fail the step); otherwise it may be retried. */
export type ProviderOutcome = { ok: true } | { ok: false; error: string; permanent: boolean };

export interface ChannelProvider {
  readonly name: string;
  /** One attempt; never throws. */
  send(message: OutboundChannelMessage): Promise<ProviderOutcome>;
}

export interface ChannelProviderOptions {
  /** CHANNEL_WEBHOOK_URL; absent: the record provider. */
  webhookUrl?: string;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: the same rule as webhook receivers. */
  allowPrivateTargets: boolean;
  timeoutMs: number;
}

export function createChannelProvider(options: ChannelProviderOptions): ChannelProvider {
  return options.webhookUrl ? new WebhookChannelProvider(options.webhookUrl, options.allowPrivateTargets, options.timeoutMs) : recordProvider;
}

const recordProvider: ChannelProvider = {
  name: 'record',
  send: async () => ({ ok: true }),
};

class WebhookChannelProvider implements ChannelProvider {
  readonly name = 'webhook';

  constructor(
    private readonly url: string,
    private readonly allowPrivateTargets: boolean,
    private readonly timeoutMs: number,
  ) {}

  async send(message: OutboundChannelMessage): Promise<ProviderOutcome> {
    const response = await sendRequest({
      url: this.url,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': message.messageId },
      body: JSON.stringify({ event: 'sequence.message', ...message }),
      timeoutMs: this.timeoutMs,
      allowPrivateTargets: this.allowPrivateTargets,
      maxResponseBytes: 1024,
    });
    const status = response.status;
    // A 2xx is an accepted message even if its answer was then cut short.
    if (response.ok || (status !== undefined && status >= 200 && status < 300)) return { ok: true };
    if (status === undefined) {
      // No answer: a timeout or a network error, unless the URL or its address was refused
      // (a refusal stays one until the configuration changes).
      const error = `channel provider: ${response.error ?? 'no answer'}`;
      return { ok: false, error, permanent: isRefusal(response.error) };
    }
    const detail = response.error ?? response.body?.trim().slice(0, 200);
    const error = `channel provider answered HTTP ${status}${detail ? `: ${detail}` : ''}`;
    return { ok: false, error, permanent: !isTemporaryStatus(status) };
  }
}

/** 5xx, 408 and 429 may pass on a later attempt; any other answer (4xx, a redirect) will not. */
function isTemporaryStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/** sendRequest's messages for a URL or address it will not send to (src/outbound/target-address.ts). */
function isRefusal(error: string | undefined): boolean {
  return error !== undefined && (error.startsWith('targetUrl:') || (error.includes('targetUrl host') && error.includes('refused')));
}
