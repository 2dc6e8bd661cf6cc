import React, { type ReactNode } from 'react';

/** The lazily loaded part of /test/lazy/, built into a chunk of its own. */
export default function LazyPanel(): ReactNode {
  return <p data-lazy-panel="">The lazily loaded panel has arrived.</p>;
}
