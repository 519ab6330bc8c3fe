import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      database: { kind: 'sqlite', file: path.resolve('data', 'app.sqlite') },
      smtpUrl: undefined,
      appUrl: 'http://127.0.0.1:3000',
      apiUrl: 'http://127.0.0.1:3000',
      brandName: 'Fanbase',
      seedDemo: true,
      loginRateLimit: 5,
      mailRateLimit: 5,
      apiRateLimit: 300,
      trustedProxies: [],
      ownerLinks: {},
    });
    expect(config.mailFrom).toContain('Fanbase');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/fanbase',
      DATABASE_URL: 'postgres://user:pw@db:5432/fanbase',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Fans <fans@example.com>',
      APP_URL: 'https://fans.example.com/',
      BRAND_NAME: 'Sobat',
      SEED_DEMO: '0',
      LOGIN_RATE_LIMIT: '10',
      MAIL_RATE_LIMIT: '3',
      API_RATE_LIMIT: '1000',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback',
      OWNER_WHATSAPP_URL: 'https://wa.me/62',
      OWNER_LINKEDIN_URL: 'https://linkedin.com/in/x',
      OWNER_GITHUB_URL: 'https://github.com/x',
      OWNER_INSTAGRAM_URL: 'https://instagram.com/x',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      mediaDir: '/srv/fanbase/media',
      mailDir: '/srv/fanbase/mail',
      database: { kind: 'postgres', url: 'postgres://user:pw@db:5432/fanbase' },
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Fans <fans@example.com>',
      appUrl: 'https://fans.example.com',
      apiUrl: 'https://fans.example.com',
      brandName: 'Sobat',
      seedDemo: false,
      loginRateLimit: 10,
      mailRateLimit: 3,
      apiRateLimit: 1000,
      trustedProxies: ['127.0.0.1', '10.0.0.0/8', '::1', 'loopback'],
      ownerLinks: {
        whatsapp: 'https://wa.me/62',
        linkedin: 'https://linkedin.com/in/x',
        github: 'https://github.com/x',
        instagram: 'https://instagram.com/x',
      },
    });
  });

  it('refuses values it cannot use', () => {
    expect(() => loadConfig({ API_RATE_LIMIT: 'many' })).toThrow(/API_RATE_LIMIT/);
    expect(() => loadConfig({ LOGIN_RATE_LIMIT: '0' })).toThrow(/LOGIN_RATE_LIMIT/);
    expect(() => loadConfig({ APP_URL: 'not a url' })).toThrow(/APP_URL/);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY.*"true"/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '0.0.0.0/0' })).toThrow(/TRUST_PROXY/);
  });
});
