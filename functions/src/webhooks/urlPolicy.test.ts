import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isAllowedAddress, resolveWebhookTarget, type Resolver } from './urlPolicy';

const resolvesTo =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('webhook URLs', () => {
  it('takes https to a public host', () => {
    expect(checkWebhookUrl('https://hooks.example.com/clara', false).hostname).toBe('hooks.example.com');
  });

  it('takes http only with the test stack’s loopback setting, and then only to loopback', () => {
    expect(checkWebhookUrl('http://127.0.0.1:4000/hook', true).port).toBe('4000');
    expect(checkWebhookUrl('http://localhost:4000/hook', true).port).toBe('4000');
    expect(() => checkWebhookUrl('http://127.0.0.1:4000/hook', false)).toThrow(/https/);
    expect(() => checkWebhookUrl('http://hooks.example.com/', false)).toThrow(/https/);
    expect(() => checkWebhookUrl('http://10.0.0.5/', true)).toThrow(/https/);
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
      'https://[::ffff:127.0.0.1]/',
    ])
      expect(() => checkWebhookUrl(url, false), url).toThrow(/privada/);
    expect(() => checkWebhookUrl('https://169.254.169.254/', true)).toThrow(/privada/);
  });

  it('tells public addresses from the rest', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700::1111'])
      expect(isAllowedAddress(address, false)).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '169.254.169.254',
      '100.64.0.1',
      '::1',
      'fe80::1',
      'fd00:ec2::254',
      '::ffff:10.0.0.1',
      '0.0.0.0',
      '224.0.0.1',
    ])
      expect(isAllowedAddress(address, false), address).toBe(false);
    expect(isAllowedAddress('127.0.0.1', true)).toBe(true);
    expect(isAllowedAddress('169.254.169.254', true)).toBe(false);
  });
});

describe('the address a delivery connects to', () => {
  const url = new URL('https://hooks.example.com/clara');

  it('is the checked public address the name resolved to', async () => {
    expect(await resolveWebhookTarget(url, false, resolvesTo('93.184.216.34'))).toEqual({
      address: '93.184.216.34',
      family: 4,
    });
  });

  it('refuses a name resolving to loopback, the metadata server, a private address or a mix', async () => {
    for (const addresses of [['127.0.0.1'], ['169.254.169.254'], ['10.0.0.8'], ['::1'], ['93.184.216.34', '10.0.0.8']])
      await expect(resolveWebhookTarget(url, false, resolvesTo(...addresses)), addresses.join()).rejects.toThrow(
        /privada/,
      );
    await expect(resolveWebhookTarget(url, true, resolvesTo('169.254.169.254'))).rejects.toThrow(/privada/);
  });

  it('refuses a name that does not resolve, and http to anything but loopback', async () => {
    await expect(resolveWebhookTarget(url, false, resolvesTo())).rejects.toThrow(/resolver/);
    await expect(
      resolveWebhookTarget(new URL('http://receptor.prueba/'), true, resolvesTo('93.184.216.34')),
    ).rejects.toThrow(/https/);
    expect(await resolveWebhookTarget(new URL('http://receptor.prueba/'), true, resolvesTo('127.0.0.1'))).toEqual({
      address: '127.0.0.1',
      family: 4,
    });
  });
});
