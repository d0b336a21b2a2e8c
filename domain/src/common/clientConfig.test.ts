import { describe, expect, it } from 'vitest';
import { CLIENT_CONFIG_ERRORS, parseClientConfig } from './clientConfig';

const firebase = { apiKey: 'k', authDomain: 'demo-clara.firebaseapp.com', projectId: 'demo-clara', appId: 'web' };

describe('parseClientConfig', () => {
  it('accepts the deployed shape (console keys pass through) and the local one with emulators', () => {
    expect(parseClientConfig({ firebase: { ...firebase, storageBucket: 'b' } }).firebase).toMatchObject({
      storageBucket: 'b',
    });
    const local = {
      firebase,
      emulators: { authUrl: 'http://127.0.0.1:9099', firestoreHost: '127.0.0.1', firestorePort: 8081 },
    };
    expect(parseClientConfig(local)).toEqual(local);
  });

  it('names every wrong field of a malformed file', () => {
    const attempt = () =>
      parseClientConfig({ firebase: { ...firebase, apiKey: '' }, emulators: { firestorePort: 'x' } });
    expect(attempt).toThrow(CLIENT_CONFIG_ERRORS.invalid);
    expect(attempt).toThrow(/firebase\.apiKey/);
    expect(attempt).toThrow(/emulators\.firestorePort/);
  });

  it('rejects a file that is not the config at all', () => {
    expect(() => parseClientConfig(undefined)).toThrow(/\(raíz\)/);
    expect(() => parseClientConfig({ apiKey: 'k' })).toThrow(/firebase/);
  });
});
