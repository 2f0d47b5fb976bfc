import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('sequences configuration', () => {
  it('defaults: no channel webhook (messages only recorded), 8 steps at once, 2 while the server serves requests', () => {
    const defaults = { channelWebhookUrl: undefined, stepConcurrency: 8, stepConcurrencyWhileServing: 2 };
    expect(loadConfig({}).sequences).toEqual(defaults);
    expect(loadConfig({ CHANNEL_WEBHOOK_URL: '', SEQUENCE_STEP_CONCURRENCY: '', SEQUENCE_STEP_CONCURRENCY_WHILE_SERVING: '' }).sequences).toEqual(defaults);
  });

  it('CHANNEL_WEBHOOK_URL: an http(s) URL, kept as written', () => {
    expect(loadConfig({ CHANNEL_WEBHOOK_URL: 'https://bridge.example.com/messages?token=abc' }).sequences.channelWebhookUrl).toBe('https://bridge.example.com/messages?token=abc');
    expect(loadConfig({ CHANNEL_WEBHOOK_URL: 'http://127.0.0.1:8080/' }).sequences.channelWebhookUrl).toBe('http://127.0.0.1:8080/');
  });

  it.each([
    ['bridge.example.com/messages', 'CHANNEL_WEBHOOK_URL must be an http:// or https:// URL with a host'],
    ['ftp://bridge.example.com/secret-token', 'CHANNEL_WEBHOOK_URL must be an http:// or https:// URL with a host'],
    ['mailto:ops@example.com', 'CHANNEL_WEBHOOK_URL must be an http:// or https:// URL with a host'],
    ['https://user:s3cret@bridge.example.com/', 'CHANNEL_WEBHOOK_URL must not contain a username or password (the outbound client refuses them)'],
  ])('CHANNEL_WEBHOOK_URL=%s is refused at start, without repeating the value', (value, message) => {
    expect(() => loadConfig({ CHANNEL_WEBHOOK_URL: value })).toThrow(ConfigError);
    expect(() => loadConfig({ CHANNEL_WEBHOOK_URL: value })).toThrow(new ConfigError(message));
  });

  it('SEQUENCE_STEP_CONCURRENCY and SEQUENCE_STEP_CONCURRENCY_WHILE_SERVING: integers from 1 to 64', () => {
    expect(loadConfig({ SEQUENCE_STEP_CONCURRENCY: '1' }).sequences.stepConcurrency).toBe(1);
    expect(loadConfig({ SEQUENCE_STEP_CONCURRENCY: '64' }).sequences.stepConcurrency).toBe(64);
    expect(loadConfig({ SEQUENCE_STEP_CONCURRENCY_WHILE_SERVING: '1' }).sequences.stepConcurrencyWhileServing).toBe(1);
    expect(loadConfig({ SEQUENCE_STEP_CONCURRENCY_WHILE_SERVING: '64' }).sequences.stepConcurrencyWhileServing).toBe(64);
    expect(() => loadConfig({ SEQUENCE_STEP_CONCURRENCY_WHILE_SERVING: '0' })).toThrow(/^SEQUENCE_STEP_CONCURRENCY_WHILE_SERVING must be an integer >= 1, got "0"$/);
    expect(() => loadConfig({ SEQUENCE_STEP_CONCURRENCY_WHILE_SERVING: '65' })).toThrow(/^SEQUENCE_STEP_CONCURRENCY_WHILE_SERVING must be at most 64, got 65$/);
  });

  it.each([
    ['0', /^SEQUENCE_STEP_CONCURRENCY must be an integer >= 1, got "0"$/],
    ['-3', /^SEQUENCE_STEP_CONCURRENCY must be an integer >= 1/],
    ['2.5', /^SEQUENCE_STEP_CONCURRENCY must be an integer >= 1/],
    ['many', /^SEQUENCE_STEP_CONCURRENCY must be an integer >= 1/],
    ['65', /^SEQUENCE_STEP_CONCURRENCY must be at most 64, got 65$/],
  ])('SEQUENCE_STEP_CONCURRENCY=%s is refused at start, naming the variable', (value, message) => {
    expect(() => loadConfig({ SEQUENCE_STEP_CONCURRENCY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ SEQUENCE_STEP_CONCURRENCY: value })).toThrow(message);
  });
});
