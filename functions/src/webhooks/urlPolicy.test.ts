import { describe, expect, it } from 'vitest';
import { checkWebhookUrl } from './urlPolicy';

describe('webhook URLs', () => {
  it('takes https to a public host', () => {
    expect(checkWebhookUrl('https://hooks.example.com/clara', false).hostname).toBe('hooks.example.com');
  });

  it('takes http://127.0.0.1 only against the local stack, and no other http address', () => {
    expect(checkWebhookUrl('http://127.0.0.1:4000/hook', true).port).toBe('4000');
    expect(() => checkWebhookUrl('http://127.0.0.1:4000/hook', false)).toThrow(/https/);
    expect(() => checkWebhookUrl('http://localhost:4000/hook', true)).toThrow(/https/);
    expect(() => checkWebhookUrl('http://hooks.example.com/', true)).toThrow(/https/);
  });

  it('refuses private, loopback and link-local literals over https', () => {
    for (const url of [
      'https://127.0.0.1/',
      'https://10.0.0.5/',
      'https://192.168.1.1/',
      'https://172.20.0.1/',
      'https://169.254.169.254/latest',
      'https://localhost/',
      'https://[::1]/',
      'https://[fd00::1]/',
    ])
      expect(() => checkWebhookUrl(url, true), url).toThrow(/privada/);
  });
});
