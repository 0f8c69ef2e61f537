import { describe, expect, it } from 'vitest';
import { loadConfig, resolveTrustedOrigins } from './config';

describe('config: trusted origins', () => {
  it('is the default public URL and its loopback aliases without PUBLIC_URL', () => {
    expect(resolveTrustedOrigins(loadConfig({ PORT: '4000' }))).toEqual([
      'http://localhost:4000',
      'http://127.0.0.1:4000',
      'http://[::1]:4000',
    ]);
  });

  it("is PUBLIC_URL's origin plus TRUSTED_ORIGINS, normalised to origins", () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://postforge.example:443/app/',
      TRUSTED_ORIGINS: ' https://admin.example/path , http://10.0.0.5:3000',
    });
    expect(resolveTrustedOrigins(config)).toEqual([
      'https://postforge.example',
      'https://admin.example',
      'http://10.0.0.5:3000',
    ]);
  });

  it('refuses an entry that is not an http(s) origin', () => {
    expect(() => loadConfig({ TRUSTED_ORIGINS: 'ftp://files.example' })).toThrow(/TRUSTED_ORIGINS/);
    expect(() => loadConfig({ TRUSTED_ORIGINS: 'not a url' })).toThrow(/not an http\(s\) origin/);
  });
});
