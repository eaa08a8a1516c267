import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults: port 3000 and demo mode on the embedded database', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.demoMode).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('turns demo mode off with an external DATABASE_URL', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u:p@db.example:5432/haulclub' });
    expect(c.demoMode).toBe(false);
  });

  it('keeps demo mode on the embedded database only while listening on a loopback address', () => {
    for (const HOST of ['localhost', '127.0.0.1', '127.8.9.10', '::1', '[::1]']) {
      expect(loadConfig({ HOST }).demoMode, HOST).toBe(true);
    }
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'haulclub.example', '128.0.0.1']) {
      const c = loadConfig({ HOST });
      expect(c.demoMode, HOST).toBe(false);
      expect(c.demoModeReason).toContain(`HOST=${HOST} is not a loopback address`);
    }
  });

  it('lets DEMO_MODE force demo mode on or off on purpose', () => {
    expect(loadConfig({ HOST: '0.0.0.0', DEMO_MODE: 'true' })).toMatchObject({
      demoMode: true,
      demoModeReason: 'DEMO_MODE=true is set',
    });
    expect(loadConfig({ DEMO_MODE: 'false' })).toMatchObject({
      demoMode: false,
      demoModeReason: 'DEMO_MODE=false is set',
    });
    expect(loadConfig({ HOST: '0.0.0.0', DEMO_MODE: '' }).demoMode).toBe(false);
    expect(() => loadConfig({ DEMO_MODE: 'maybe' })).toThrow(/DEMO_MODE/);
  });

  it('refuses production outside demo mode without AUTH_KEY_ENCRYPTION_KEY, with one message naming it', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db.example:5432/haulclub' };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/AUTH_KEY_ENCRYPTION_KEY: is required in production/);
    const key = Buffer.alloc(32, 7);
    expect(
      loadConfig({ ...production, AUTH_KEY_ENCRYPTION_KEY: key.toString('base64') }).auth.keyEncryptionKey,
    ).toEqual(key);
    // `npm start` in demo mode generates one under DATA_DIR instead.
    expect(loadConfig({ NODE_ENV: 'production' }).auth.keyEncryptionKey).toBeUndefined();
  });

  it.each(['too-short', 'ab'.repeat(31), Buffer.alloc(31).toString('base64'), 'z'.repeat(64)])(
    'refuses an AUTH_KEY_ENCRYPTION_KEY that is not 32 bytes in hex or base64 (%s)',
    (value) => {
      expect(() => loadConfig({ AUTH_KEY_ENCRYPTION_KEY: value })).toThrow(
        /AUTH_KEY_ENCRYPTION_KEY: must be 32 bytes/,
      );
    },
  );

  it('names every bad setting', () => {
    try {
      loadConfig({ PORT: '99999', DATABASE_URL: 'mysql://x', SMTP_URL: 'ftp://x', CONTACT_EMAIL: 'no' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const text = (err as ConfigError).message;
      for (const name of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'CONTACT_EMAIL']) expect(text).toContain(name);
    }
  });
});
