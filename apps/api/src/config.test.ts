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
