import { test } from 'node:test';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import assert from 'node:assert/strict';
import { loadTs } from '../lib/load-ts.mjs';
import { siteDir } from '../../src/site-dir.mjs';

/**
 * src/theme/BlogPostItem/Header/Info/postDate.ts writes blog dates without
 * Intl. Its text must be exactly what Intl writes (what the classic theme
 * showed), or the server's markup and the browser's would differ.
 */
const { formatPostDate } = loadTs(path.join(siteDir, 'src/theme/BlogPostItem/Header/Info/postDate.ts'));

const intl = (iso, withYear) =>
  new Intl.DateTimeFormat('en', {
    day: 'numeric',
    month: 'long',
    ...(withYear && { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(new Date(iso));

test('every day of several years reads as Intl writes it, with and without the year', () => {
  let checked = 0;
  for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000) {
    const iso = new Date(t).toISOString();
    assert.equal(formatPostDate(iso, 'en'), intl(iso, true), iso);
    assert.equal(formatPostDate(iso, 'en', false), intl(iso, false), iso);
    checked++;
  }
  assert.equal(checked, 1826);
});

test('a date near midnight is the UTC day, as the blog plugin dates posts', () => {
  assert.equal(formatPostDate('2026-11-25T23:59:59.000Z', 'en'), 'November 25, 2026');
  assert.equal(formatPostDate('2026-11-25T00:00:00.000Z', 'en', false), 'November 25');
});

test('another locale gets Intl', () => {
  assert.equal(formatPostDate('2026-11-25T00:00:00.000Z', 'fr'), '25 novembre 2026');
});

test('every post of the blog gets the date its Markdown names', () => {
  const posts = readdirSync(path.join(siteDir, 'blog')).filter((f) => /^\d{4}-\d{2}-\d{2}/.test(f));
  assert.ok(posts.length > 3, 'posts found');
  for (const file of posts) {
    const [y, m, d] = file.slice(0, 10).split('-').map(Number);
    const iso = new Date(Date.UTC(y, m - 1, d)).toISOString();
    assert.equal(formatPostDate(iso, 'en'), intl(iso, true), file);
  }
});
