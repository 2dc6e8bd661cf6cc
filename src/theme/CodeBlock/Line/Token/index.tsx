import React, { type ReactNode } from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';
import type { Props } from '@theme/CodeBlock/Line/Token';

/**
 * Text that Prism leaves unhighlighted (a `plain` token: spaces, names) as
 * bare text in its line. Its span had no style and no rule targets it, so it
 * only gave the browser one more element to style and lay out on first
 * paint: 551 of the 1,367 token spans of the `create` API page. An empty
 * token keeps its span, which holds an empty line's height.
 */
export default function CodeBlockLineToken(props: Props): ReactNode {
  const { token, children } = props;
  if (!token.empty && token.types.length === 1 && token.types[0] === 'plain') return <>{children}</>;
  return <Token {...props} />;
}
