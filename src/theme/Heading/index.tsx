import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import Heading from '@theme-original/Heading';
import type HeadingType from '@theme/Heading';
import CodeInline from '@theme/CodeInline';
import MDXCode from '@theme/MDXComponents/Code';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof HeadingType>;

// After a dot or an underscore; before each capitalised word, keeping the X
// of StyleX with its word.
const BREAKS = /(?<=[._])|(?<=StyleX)(?=[A-Z])|(?<=[a-z])(?=[A-Z])(?!X(?![a-z]))/;

function withBreaks(text: string): ReactNode[] {
  return text.split(BREAKS).flatMap((part, i) => (i > 0 ? [<wbr key={i} />, part] : [part]));
}

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
 * is wider than a phone's column: without a place to break, the browser
 * cuts it at any letter. <wbr> offers the places a reader would choose:
 * after a dot or an underscore, and between the words of a camel-cased
 * name. A page title is plain text; a section's identifier is inline code.
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
