/**
 * Share cards (src/plugins/post-build/share-cards), read from build/: every docs page and
 * post of sitemap.xml points its og:image and twitter:image at a card under
 * /img/share/, the card is a 1200x630 PNG, and no two pages share a card or a
 * picture (a card that shows the wrong page's title, or a blank one, would
 * repeat another). Other pages keep the site's cover. Run after
 * `npx docusaurus build`.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'htmlparser2';
import { assertBuilt, buildDir, byTag, contentRoutes, fileOf } from '../lib/built-site.mjs';

assertBuilt();

const siteUrl = 'https://stylexjs.com';
const routes = contentRoutes();

function metaImages(route) {
  const doc = parseDocument(fs.readFileSync(fileOf(route), 'utf8'));
  const content = (key, value) =>
    byTag(doc, 'meta')
      .filter((el) => el.attribs[key] === value)
      .map((el) => el.attribs.content);
  return { og: content('property', 'og:image'), twitter: content('name', 'twitter:image') };
}

/** Width and height from a PNG's IHDR chunk (after the 8-byte signature and the chunk header). */
function pngSize(bytes) {
  assert.equal(bytes.subarray(0, 8).toString('hex'), '89504e470d0a1a0a', 'a PNG signature');
  assert.equal(bytes.subarray(12, 16).toString('ascii'), 'IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('every docs page and post has a card of its own, 1200x630, unlike any other', () => {
  assert.ok(routes.length > 50, `sitemap lists the docs pages and posts (${routes.length})`);
  const cover = crypto.createHash('sha256').update(fs.readFileSync(path.join(buildDir, 'img/cover.png'))).digest('hex');
  const byPicture = new Map();
  const byCard = new Map();
  let bytes = 0;
  for (const route of routes) {
    const { og, twitter } = metaImages(route);
    assert.equal(og.length, 1, `${route}: one og:image`);
    assert.deepEqual(twitter, og, `${route}: twitter:image is the og:image`);
    const url = new URL(og[0]);
    assert.equal(url.origin, siteUrl, `${route}: og:image is an absolute URL of the site`);
    assert.match(url.pathname, /^\/img\/share\/.+\.png$/, `${route}: og:image is a share card`);
    assert.equal(byCard.get(url.pathname), undefined, `${route}: its card is also ${byCard.get(url.pathname)}'s`);
    byCard.set(url.pathname, route);
    const file = path.join(buildDir, url.pathname);
    assert.ok(fs.existsSync(file), `${route}: ${url.pathname} exists`);
    const png = fs.readFileSync(file);
    bytes += png.length;
    assert.deepEqual(pngSize(png), { width: 1200, height: 630 }, `${route}: card size`);
    const hash = crypto.createHash('sha256').update(png).digest('hex');
    assert.notEqual(hash, cover, `${route}: its card is not the site cover`);
    assert.equal(byPicture.get(hash), undefined, `${route}: its card is the same picture as ${byPicture.get(hash)}'s`);
    byPicture.set(hash, route);
  }
  console.log(`${routes.length} cards, ${(bytes / 1024).toFixed(0)} KiB in all`);
});

test('pages other than docs and posts keep the site cover', () => {
  for (const route of ['/', '/blog/', '/playground/']) {
    assert.deepEqual(metaImages(route).og, [`${siteUrl}/img/cover.png`], route);
  }
});
