/**
 * A compiling thread of the sample-output plugin (./index.ts): compiles and
 * formats the samples of the pages it is given (`workerData`: their files)
 * and posts back each page as it is done: what ./outputs.mjs keeps of it, in
 * one message (its views share their `preview` objects, as they do here).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { formattedPageOutputs, pageOutputs } from './outputs.mjs';

for (const file of workerData) {
  parentPort.postMessage({ file, outputs: pageOutputs(file), formatted: await formattedPageOutputs(file) });
}
