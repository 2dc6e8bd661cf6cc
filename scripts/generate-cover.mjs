#!/usr/bin/env node
/**
 * Renders static/img/cover.png (1200x630, the og:image and the logo dialog's
 * "Cover Photo") from an SVG we write here, with @resvg/resvg-js. The PNG is
 * committed; run this again after changing the logo or the tagline.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logo = fs
  .readFileSync(path.join(siteDir, 'static/img/logo-dark.svg'), 'utf8')
  .replace(/<\?xml[^>]*>/, '')
  .replace(/width="64" height="64"/, 'x="96" y="150" width="136" height="136"');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <radialGradient id="glow" cx="0.85" cy="0.1" r="0.9">
      <stop offset="0" stop-color="#3a2396"/>
      <stop offset="1" stop-color="#0d0f14"/>
    </radialGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#glow)"/>
  <g fill="none" stroke="#a594ff" stroke-opacity="0.14" stroke-width="2">
    ${Array.from({ length: 14 }, (_, i) => `<line x1="${620 + i * 44}" y1="0" x2="${620 + i * 44}" y2="630"/>`).join('')}
    ${Array.from({ length: 15 }, (_, i) => `<line x1="620" y1="${i * 44}" x2="1200" y2="${i * 44}"/>`).join('')}
  </g>
  ${logo}
  <text x="96" y="390" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="96" font-weight="700" fill="#f2f3f7">StyleX</text>
  <text x="96" y="460" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="36" fill="#c2b6ff">Super fast atomic styles, no thought required.</text>
  <text x="96" y="520" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="28" fill="#a7adbd">The styling system that powers Meta.</text>
</svg>`;

const png = new Resvg(svg, {
  fitTo: { mode: 'width', value: 1200 },
  font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
}).render().asPng();
fs.writeFileSync(path.join(siteDir, 'static/img/cover.png'), png);
console.log(`wrote static/img/cover.png (${png.length} bytes)`);
