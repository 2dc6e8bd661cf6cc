/**
 * A drawing thread of the share-card step (./index.ts): draws the cards it
 * is given (`workerData`: `{ input, file }[]`, `input` as renderCard takes
 * it) into their cache files. Each file is written under a temporary name
 * and renamed, so a thread that dies mid-card leaves no half-written card
 * for the next build to reuse.
 */
import fs from 'node:fs';
import { threadId, workerData } from 'node:worker_threads';
import { renderCard } from './card.mjs';

for (const { input, file } of workerData) {
  const partial = `${file}.${threadId}.tmp`;
  fs.writeFileSync(partial, await renderCard(input));
  fs.renameSync(partial, file);
}
