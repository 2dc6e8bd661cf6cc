/**
 * Comparing two screenshots of one area, pixel by pixel (the focus test,
 * tests/e2e/focus-visible.spec.ts).
 */
import { PNG } from 'pngjs';

/**
 * How many pixels differ visibly between two PNG images of the same size:
 * a pixel counts when one of its colour channels moves by `channelDelta` or
 * more (of 255). Images of different sizes differ everywhere.
 * @param {Buffer} a
 * @param {Buffer} b
 * @param {number} channelDelta
 * @returns {number}
 */
export function changedPixels(a, b, channelDelta) {
  const one = PNG.sync.read(a);
  const two = PNG.sync.read(b);
  if (one.width !== two.width || one.height !== two.height) return Number.POSITIVE_INFINITY;
  let changed = 0;
  for (let i = 0; i < one.data.length; i += 4) {
    const delta = Math.max(
      Math.abs(one.data[i] - two.data[i]),
      Math.abs(one.data[i + 1] - two.data[i + 1]),
      Math.abs(one.data[i + 2] - two.data[i + 2]),
    );
    if (delta >= channelDelta) changed += 1;
  }
  return changed;
}
