/**
 * A compiling thread of the sample-output plugin (./index.ts): compiles and
 * formats the samples of the pages it is given (`workerData`: their files)
 * and posts back, for every page, what ./outputs.mjs keeps of it, in one
 * message (the views share their `preview` objects, as they do here).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { formattedPageOutputs, pageOutputs } from './outputs.mjs';

const pages = [];
for (const file of workerData) {
  pages.push({ file, outputs: pageOutputs(file), formatted: await formattedPageOutputs(file) });
}
parentPort.postMessage(pages);
