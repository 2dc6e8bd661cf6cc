import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import Heading from '@theme-original/Heading';
import type HeadingType from '@theme/Heading';
import CodeInline from '@theme/CodeInline';
import MDXCode from '@theme/MDXComponents/Code';
import { withBreaks } from '@site/src/components/LineBreaks';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof HeadingType>;

/** Markdown's inline code: what MDX renders for `name` in a heading. */
function isInlineCode(node: ReactNode): node is ReactElement<{ children: string }> {
  return (
    isValidElement<{ children?: unknown }>(node) &&
    node.type === MDXCode &&
    typeof node.props.children === 'string' &&
    !node.props.children.includes('\n')
  );
}

/**
 * A heading that is one long identifier (the page title
 * `stylex.viewTransitionClass`, the section `unstable_defineConstsNested`)
 * is wider than a phone's column: it gets <wbr> where a reader would break
 * it. A page title is plain text; a section's identifier is inline code.
 */
export default function HeadingWrapper(props: Props): ReactNode {
  const { as, children } = props;
  if (as === 'h1' && typeof children === 'string') return <Heading {...props}>{withBreaks(children)}</Heading>;
  if (!Children.toArray(children).some(isInlineCode)) return <Heading {...props} />;
  const broken = Children.map(children, (child) => {
    if (!isInlineCode(child)) return child;
    const { children: name, ...rest } = child.props;
    return <CodeInline {...rest}>{withBreaks(name)}</CodeInline>;
  });
  return <Heading {...props}>{broken}</Heading>;
}
