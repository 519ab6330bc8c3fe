import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_NODE, unsupportedNodeNotice } from '../../scripts/node-support.mjs';

describe('unsupportedNodeNotice', () => {
  it('is silent on the supported lines', () => {
    for (const version of ['v22.22.2', 'v22.23.3', 'v24.15.0', 'v24.21.0', '24.100.1']) {
      expect(unsupportedNodeNotice(version)).toBeUndefined();
    }
  });

  it('names the running version and the supported ones in one line otherwise', () => {
    for (const version of ['v20.20.2', 'v22.12.0', 'v22.22.1', 'v24.14.9', 'v23.11.0', 'v26.12.1', 'v18.20.8']) {
      const notice = unsupportedNodeNotice(version);
      expect(notice).toBe(
        `Node.js ${version.slice(1)} is not supported; use Node.js 22.22.2+ (22 LTS) or 24.15.0+ (24 LTS). Starting anyway.`,
      );
    }
  });

  it('agrees with engines in package.json', () => {
    const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { engines: { node: string } };
    expect(manifest.engines.node).toBe(SUPPORTED_NODE.map(({ minimum }) => `^${minimum}`).join(' || '));
  });
});
