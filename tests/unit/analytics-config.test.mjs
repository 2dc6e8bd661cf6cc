/**
 * The analytics switch (src/data/analytics.ts): production builds register
 * the analytics client module, `ANALYTICS=off` (and its spellings) leaves it
 * out, and development never has it.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { siteDir } from '../../src/site-dir.mjs';
import { loadTs } from '../lib/load-ts.mjs';

const { analyticsEnabled, analyticsClientModules } = loadTs(path.join(siteDir, 'src/data/analytics.ts'));

test('on in production builds by default', () => {
  assert.equal(analyticsEnabled({ NODE_ENV: 'production' }), true);
  assert.equal(analyticsEnabled({ NODE_ENV: 'production', ANALYTICS: 'on' }), true);
  assert.equal(analyticsEnabled({ NODE_ENV: 'production', ANALYTICS: '' }), true);
  assert.deepEqual(analyticsClientModules({ NODE_ENV: 'production' }), ['./src/clientModules/analytics.ts']);
});

test('ANALYTICS=off switches it off', () => {
  for (const value of ['off', 'OFF', ' false ', '0', 'no']) {
    assert.equal(analyticsEnabled({ NODE_ENV: 'production', ANALYTICS: value }), false, value);
  }
  assert.deepEqual(analyticsClientModules({ NODE_ENV: 'production', ANALYTICS: 'off' }), []);
});

test('never in development or tests', () => {
  for (const NODE_ENV of ['development', 'test', undefined]) {
    assert.equal(analyticsEnabled({ NODE_ENV }), false, String(NODE_ENV));
  }
  assert.deepEqual(analyticsClientModules({ NODE_ENV: 'development' }), []);
});

test('the registered client module exists', () => {
  for (const file of analyticsClientModules({ NODE_ENV: 'production' })) {
    assert.ok(fs.existsSync(path.join(siteDir, file)), file);
  }
});

test('docusaurus.config.ts registers the client modules from this switch', () => {
  const config = fs.readFileSync(path.join(siteDir, 'docusaurus.config.ts'), 'utf8');
  assert.match(config, /\.\.\.analyticsClientModules\(process\.env\)/);
});
