/**
 * Blog feeds. Runs after `npm run build`, against build/ (override with
 * STYLEX_BUILD_DIR to check another output folder).
 *
 * The blog plugin is configured with feedOptions.type 'all', so the build
 * writes build/blog/rss.xml, build/blog/atom.xml and build/blog/feed.json and
 * adds `<link rel="alternate">` tags for them to every page's head. This test
 * checks that:
 *   - both XML feeds are well-formed XML (strict `sax` parser: any syntax error,
 *     unclosed tag, bad entity or text outside the root element fails) with the
 *     expected root element, and feed.json is valid JSON Feed;
 *   - every post in blog/ (list derived from the source files and their
 *     `slug:` front matter, not hard-coded) appears in each feed, with its URL
 *     and its title, and the feeds contain nothing else;
 *   - the head of /blog/index.html links the RSS, Atom and JSON feeds.
 *
 * Note: the blog plugin puts at most `feedOptions.limit` posts in the feeds
 * (default 20). If the blog grows past that, raise the limit (or set it to
 * `false`) in docusaurus.config.ts; this test will say so.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sax from 'sax';
import yaml from 'js-yaml';
import { parseDocument, DomUtils } from 'htmlparser2';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const buildDir = path.resolve(process.env.STYLEX_BUILD_DIR ?? path.join(siteDir, 'build'));
const blogSourceDir = path.join(siteDir, 'blog');
const blogBuildDir = path.join(buildDir, 'blog');
const ROUTE_BASE = 'blog';
const DEFAULT_FEED_LIMIT = 20;

// ---------------------------------------------------------------------------
// Blog source: which posts exist, at which URL path, with which title.

/** Same include/exclude rules as the Docusaurus blog plugin's defaults. */
function listPostFiles(dir, rel = '') {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('_') || entry.name === '__tests__') return [];
    const relPath = path.join(rel, entry.name);
    if (entry.isDirectory()) return listPostFiles(path.join(dir, entry.name), relPath);
    return /\.mdx?$/.test(entry.name) ? [relPath] : [];
  });
}

function readFrontMatter(file) {
  const source = fs.readFileSync(file, 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  return match ? (yaml.load(match[1]) ?? {}) : {};
}

/**
 * The post's path below the blog route, as Docusaurus computes it (see
 * parseBlogFileName in @docusaurus/plugin-content-blog): the `slug` front
 * matter if set; otherwise the file path, where a date in the file name moves
 * to the front (`folder/2024-01-02-name.mdx` becomes `2024/01/02/folder/name`).
 */
const DATE_FILENAME_REGEX =
  /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

function postSlug(relPath, frontMatter) {
  const trim = (slug) => slug.replace(/^\/+|\/+$/g, '');
  if (typeof frontMatter.slug === 'string') return trim(frontMatter.slug);
  const source = relPath.split(path.sep).join('/');
  const dated = DATE_FILENAME_REGEX.exec(source);
  if (dated) {
    const { folder, date, text } = dated.groups;
    return trim(`${date.replace(/-/g, '/')}/${folder}${text}`);
  }
  return trim(source.replace(/(?:\/index)?\.mdx?$/, ''));
}

function loadPosts() {
  return listPostFiles(blogSourceDir)
    .map((relPath) => {
      const frontMatter = readFrontMatter(path.join(blogSourceDir, relPath));
      return {
        file: `blog/${relPath.split(path.sep).join('/')}`,
        slug: postSlug(relPath, frontMatter),
        title: typeof frontMatter.title === 'string' ? frontMatter.title : undefined,
        // Drafts are not built in production; unlisted posts are left out of feeds.
        inFeed: !frontMatter.draft && !frontMatter.unlisted,
      };
    })
    .filter((post) => post.inFeed);
}

/** `/blog/<slug>/` (trailingSlash: true), whatever the baseUrl in front of it. */
function expectedPathSuffix(slug) {
  return `/${ROUTE_BASE}/${slug}/`;
}

// ---------------------------------------------------------------------------
// A small strict XML tree builder on top of sax.

/**
 * Parses XML with sax in strict mode and returns the root element as
 * `{ name, attributes, children, text }`. Throws on any well-formedness error.
 */
function parseXml(xml) {
  const parser = sax.parser(true, { trim: false, normalize: false });
  const roots = [];
  const stack = [];
  let failure = null;
  parser.onerror = (error) => {
    failure ??= error;
    parser.error = null;
    parser.resume();
  };
  parser.onopentag = (node) => {
    const element = { name: node.name, attributes: node.attributes, children: [], text: '' };
    if (stack.length) stack[stack.length - 1].children.push(element);
    else roots.push(element);
    stack.push(element);
  };
  parser.onclosetag = () => {
    stack.pop();
  };
  const addText = (text) => {
    if (stack.length) stack[stack.length - 1].text += text;
  };
  parser.ontext = addText;
  parser.oncdata = addText;
  parser.write(xml).close();
  if (failure) throw failure;
  if (roots.length !== 1) throw new Error(`expected exactly one root element, found ${roots.length}`);
  return roots[0];
}

const childrenNamed = (element, name) => element.children.filter((c) => c.name === name);
const childNamed = (element, name) => childrenNamed(element, name)[0];
const textOf = (element) => (element ? element.text.trim() : undefined);

// ---------------------------------------------------------------------------
// Feed readers: each returns [{ url, title }] for the feed's items.

function readFeedFile(name) {
  const file = path.join(blogBuildDir, name);
  assert.ok(
    fs.existsSync(file),
    `${path.relative(siteDir, file)} is missing: run \`npm run build\` before the build tests`,
  );
  return fs.readFileSync(file, 'utf8');
}

function rssItems(xml) {
  const root = parseXml(xml);
  assert.equal(root.name, 'rss', 'rss.xml: root element must be <rss>');
  assert.equal(root.attributes.version, '2.0', 'rss.xml: <rss version="2.0">');
  const channels = childrenNamed(root, 'channel');
  assert.equal(channels.length, 1, 'rss.xml: exactly one <channel>');
  const channel = channels[0];
  assert.ok(textOf(childNamed(channel, 'title')), 'rss.xml: the channel has a <title>');
  assert.ok(textOf(childNamed(channel, 'link')), 'rss.xml: the channel has a <link>');
  return childrenNamed(channel, 'item').map((item) => ({
    url: textOf(childNamed(item, 'link')),
    id: textOf(childNamed(item, 'guid')),
    title: textOf(childNamed(item, 'title')),
  }));
}

function atomItems(xml) {
  const root = parseXml(xml);
  assert.equal(root.name, 'feed', 'atom.xml: root element must be <feed>');
  assert.equal(root.attributes.xmlns, 'http://www.w3.org/2005/Atom', 'atom.xml: Atom namespace');
  assert.ok(textOf(childNamed(root, 'id')), 'atom.xml: the feed has an <id>');
  assert.ok(textOf(childNamed(root, 'title')), 'atom.xml: the feed has a <title>');
  return childrenNamed(root, 'entry').map((entry) => {
    const links = childrenNamed(entry, 'link');
    const link = links.find((l) => !l.attributes.rel || l.attributes.rel === 'alternate') ?? links[0];
    return {
      url: link?.attributes.href,
      id: textOf(childNamed(entry, 'id')),
      title: textOf(childNamed(entry, 'title')),
    };
  });
}

function jsonItems(source) {
  let feed;
  try {
    feed = JSON.parse(source);
  } catch (error) {
    assert.fail(`feed.json is not valid JSON: ${error.message}`);
  }
  assert.match(String(feed.version), /^https:\/\/jsonfeed\.org\/version\/1(\.\d+)?$/, 'feed.json: JSON Feed version');
  assert.ok(feed.title, 'feed.json: the feed has a title');
  assert.ok(Array.isArray(feed.items), 'feed.json: items is an array');
  return feed.items.map((item) => ({ url: item.url, id: item.id, title: item.title }));
}

// ---------------------------------------------------------------------------
// Checks shared by the three feeds.

function pathnameOf(url, label) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    assert.fail(`${label}: item URL ${JSON.stringify(url)} is not an absolute URL`);
  }
  assert.match(parsed.protocol, /^https?:$/, `${label}: item URL ${url} must be http(s)`);
  return decodeURIComponent(parsed.pathname);
}

function checkFeedListsEveryPost(label, items, posts) {
  const paths = items.map((item) => pathnameOf(item.url, label));
  const missing = posts.filter((post) => !paths.some((p) => p.endsWith(expectedPathSuffix(post.slug))));
  const limitHint =
    posts.length > DEFAULT_FEED_LIMIT
      ? ` The blog has ${posts.length} posts but feeds hold ${DEFAULT_FEED_LIMIT} by default:` +
        ' set blog.feedOptions.limit in docusaurus.config.ts.'
      : '';
  assert.deepEqual(
    missing.map((post) => `${post.file} (${expectedPathSuffix(post.slug)})`),
    [],
    `${label}: posts missing from the feed.${limitHint}`,
  );

  const unknown = paths.filter((p) => !posts.some((post) => p.endsWith(expectedPathSuffix(post.slug))));
  assert.deepEqual(unknown, [], `${label}: feed items that match no post in blog/`);
  assert.equal(new Set(paths).size, paths.length, `${label}: a post is listed twice`);

  for (const post of posts) {
    const item = items.find((i) => pathnameOf(i.url, label).endsWith(expectedPathSuffix(post.slug)));
    if (item.id !== undefined) {
      assert.ok(item.id, `${label}: the item for ${post.file} has an empty id`);
    }
    if (post.title !== undefined) {
      assert.equal(item.title, post.title, `${label}: title of ${post.file}`);
    }
  }
}

// ---------------------------------------------------------------------------

const posts = loadPosts();

test('blog/ contains posts with unique slugs', () => {
  assert.ok(posts.length > 0, 'no blog posts found in blog/');
  const slugs = posts.map((post) => post.slug);
  assert.equal(new Set(slugs).size, slugs.length, `duplicate slugs: ${slugs.join(', ')}`);
});

test('rss.xml is well-formed RSS 2.0 and lists every blog post', () => {
  checkFeedListsEveryPost('rss.xml', rssItems(readFeedFile('rss.xml')), posts);
});

test('atom.xml is well-formed Atom and lists every blog post', () => {
  checkFeedListsEveryPost('atom.xml', atomItems(readFeedFile('atom.xml')), posts);
});

test('feed.json is a valid JSON Feed and lists every blog post', () => {
  checkFeedListsEveryPost('feed.json', jsonItems(readFeedFile('feed.json')), posts);
});

test('the head of /blog/ links the RSS, Atom and JSON feeds', () => {
  const file = path.join(blogBuildDir, 'index.html');
  assert.ok(fs.existsSync(file), `${path.relative(siteDir, file)} is missing: run \`npm run build\` first`);
  const document = parseDocument(fs.readFileSync(file, 'utf8'));
  const head = DomUtils.findOne((el) => el.name === 'head', document.children, true);
  assert.ok(head, 'blog/index.html has no <head>');
  const alternates = DomUtils.findAll(
    (el) => el.name === 'link' && (el.attribs.rel ?? '').split(/\s+/).includes('alternate'),
    head.children,
  );
  const expected = [
    ['application/rss+xml', 'rss.xml'],
    ['application/atom+xml', 'atom.xml'],
    ['application/json', 'feed.json'],
  ];
  for (const [type, fileName] of expected) {
    const link = alternates.find((el) => el.attribs.type === type);
    assert.ok(link, `no <link rel="alternate" type="${type}"> in the head of /blog/`);
    const href = new URL(link.attribs.href ?? '', 'https://example.invalid/').pathname;
    assert.ok(
      href.endsWith(`/${ROUTE_BASE}/${fileName}`),
      `the ${type} link points to ${link.attribs.href}, expected …/${ROUTE_BASE}/${fileName}`,
    );
    assert.ok(fs.existsSync(path.join(blogBuildDir, fileName)), `${fileName} is linked but not built`);
  }
});
