/**
 * The version history the API reference states ("since 0.18.3", "renamed in
 * 0.13.0") is checked against tests/unit/version-facts.json, a table taken
 * once from the npm registry, so the test needs no network: every version a
 * page names must be published for the package the sentence is about, and
 * each fact of the table must still be stated on its page.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { collectPages } from '../../src/plugins/sample-output/code-samples.mjs';
import { proseLines } from '../lib/claims/quoted-hashes.mjs';
import { siteDir } from '../../src/site-dir.mjs';

const table = JSON.parse(fs.readFileSync(path.join(siteDir, 'tests/unit/version-facts.json'), 'utf8'));

/** Words that date a change, then the version, optionally after the package it is about; "in 0.19.1" (a statement about today's version) is checked the same way. */
const VERSION_CLAIM =
  /\b(since|added in|changed in|introduced in|new in|restored in|renamed in|removed in|deprecated in|shipped in|came back in|turned off in|turned on in|published (?:as|in)|as of|before|until|up to|in|from)\s+(?:`?(@stylexjs\/[\w-]+)`?\s+)?(?:version\s+)?v?(0\.\d+(?:\.\d+)?)(?!\w|\.\d)(\.x)?/gi;
/** What a sentence names as its subject, nearest before the version wins. */
const PACKAGE_NAMES = [
  [/@stylexjs\/([\w-]+)/g, (m) => `@stylexjs/${m[1]}`],
  [/\bunplugin\b/gi, () => '@stylexjs/unplugin'],
  [/\bPostCSS plugin\b/gi, () => '@stylexjs/postcss-plugin'],
  [/\b(?:Babel plugin|compiler)\b/gi, () => '@stylexjs/babel-plugin'],
  [/\bESLint plugin\b/gi, () => '@stylexjs/eslint-plugin'],
  [/\bStyleX\b/g, () => '@stylexjs/stylex'],
];

/** Paragraphs of a page's prose joined into sentences, each with the line it starts on. */
function sentences(file) {
  const result = [];
  let paragraph = [];
  const flush = () => {
    if (paragraph.length === 0) return;
    const text = paragraph.map((p) => p.text.trim()).join(' ');
    for (const sentence of text.split(/(?<=[.!?])\s+(?=[A-Z`*[(:])/)) result.push({ line: paragraph[0].line, text: sentence });
    paragraph = [];
  };
  let last = 0;
  for (const entry of proseLines(file)) {
    if (entry.line !== last + 1 || entry.text.trim() === '' || /^\s*(\||#|:::|[-*] |\d+\. )/.test(entry.text)) flush();
    if (entry.text.trim() !== '') paragraph.push(entry);
    last = entry.line;
  }
  flush();
  return result;
}

function packageOf(sentence, index, fallback) {
  let best = null;
  for (const [re, name] of PACKAGE_NAMES) {
    for (const m of sentence.matchAll(re)) {
      if (m.index < index && (!best || m.index > best.index)) best = { index: m.index, name: name(m) };
    }
  }
  return best?.name ?? fallback;
}

/** Every version claim of a page: the version, the package it is about, the line. */
function versionClaims(file) {
  const rel = path.relative(siteDir, file);
  const fallback = table.defaultPackage[rel] ?? '@stylexjs/stylex';
  const claims = [];
  for (const { line, text } of sentences(file)) {
    for (const m of text.matchAll(VERSION_CLAIM)) {
      // "the 0.17.0 release" and its post are the release notes, not a package version.
      if (/^\s*release\b/i.test(text.slice(m.index + m[0].length))) continue;
      const pkg = m[2] ?? packageOf(text, m.index + m[1].length, fallback);
      claims.push({ line, version: m[3], series: Boolean(m[4]), pkg, text: m[0] });
    }
  }
  return claims;
}

function isPublished(pkg, version, series) {
  const versions = table.published[pkg];
  if (!versions) return false;
  // "0.18" or "0.9.x" names a series: one release of it is enough.
  if (series || version.split('.').length === 2) {
    const minor = version.split('.').slice(0, 2).join('.');
    return versions.some((v) => v.startsWith(`${minor}.`));
  }
  return versions.includes(version);
}

const apiPages = collectPages(['docs/api']);

test('every version an API page names is published for the package it is about', () => {
  const problems = [];
  let count = 0;
  for (const page of apiPages) {
    for (const claim of versionClaims(page)) {
      count += 1;
      if (!isPublished(claim.pkg, claim.version, claim.series)) {
        problems.push(`${path.relative(siteDir, page)}:${claim.line} "${claim.text}": ${claim.pkg} ${claim.version} is not on the registry`);
      }
    }
  }
  console.log(`version claims: ${count} on ${apiPages.length} API pages, ${table.facts.length} facts in the table`);
  assert.deepEqual(problems, []);
  assert.ok(count > 20, `only ${count} version claims found: is the pattern still matching?`);
});

test('each fact of the version table is published and still stated on its page', () => {
  const problems = [];
  for (const fact of table.facts) {
    if (!isPublished(fact.package, fact.version, false)) problems.push(`${fact.package} ${fact.version} (${fact.what}) is not on the registry`);
    const text = fs
      .readFileSync(path.join(siteDir, fact.page), 'utf8')
      .replace(/\s+/g, ' ');
    if (!text.includes(fact.says)) problems.push(`${fact.page} no longer says "${fact.says}" (${fact.what})`);
  }
  assert.deepEqual(problems, []);
});

test('a version the registry never published is flagged', () => {
  const fixture = path.join(siteDir, 'tests/unit/fixtures/version-claims.mdx');
  const flagged = versionClaims(fixture).filter((c) => !isPublished(c.pkg, c.version, c.series));
  assert.deepEqual(
    flagged.map((c) => `${c.pkg} ${c.version}`),
    ['@stylexjs/unplugin 0.17.0', '@stylexjs/unplugin 0.18.2', '@stylexjs/babel-plugin 0.17.1', '@stylexjs/postcss-plugin 0.10.0'],
  );
});
