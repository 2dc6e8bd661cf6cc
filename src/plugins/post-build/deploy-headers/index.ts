import fs from 'fs';
import path from 'path';
import type { Plugin } from '@docusaurus/types';
import { headerRules, renderHeadersFile } from '../../../../deploy/headers.mjs';

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

/**
 * Writes build/_headers (Netlify, Cloudflare Pages; also read by
 * scripts/serve.mjs) from deploy/headers.mjs, the last step of the
 * post-build sequence (src/plugins/post-build), so that the pages and
 * redirect pages it reads are final. Its rules are paths of the one table
 * (HEADER_TABLE), not of the files built, so every path gets its policy,
 * files written later and unknown paths included. Fails the build if a page
 * has an inline script the Content-Security-Policy would block.
 */
export async function writeDeployHeaders(props: PostBuildProps): Promise<void> {
  const { rules } = headerRules({ buildDir: props.outDir, baseUrl: props.baseUrl });
  await fs.promises.writeFile(path.join(props.outDir, '_headers'), renderHeadersFile(rules));
}
