import type { ReactNode } from 'react';
import Heading from '@theme-original/Heading';
import type HeadingType from '@theme/Heading';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof HeadingType>;

// After a dot; before each capitalised word, keeping the X of StyleX with its word.
const BREAKS = /(?<=\.)|(?<=StyleX)(?=[A-Z])|(?<=[a-z])(?=[A-Z])(?!X(?![a-z]))/;

/**
 * A page title that is one long identifier (`stylex.viewTransitionClass`,
 * `StyleXStylesWithout`) is wider than a phone's column: without a place to
 * break, the browser cuts it at any letter. <wbr> offers the places a reader
 * would choose: after a dot and between the words of a camel-cased name.
 */
export default function HeadingWrapper(props: Props): ReactNode {
  const { as, children } = props;
  if (as !== 'h1' || typeof children !== 'string') return <Heading {...props} />;
  const parts = children.split(BREAKS);
  return <Heading {...props}>{parts.flatMap((part, i) => (i > 0 ? [<wbr key={i} />, part] : [part]))}</Heading>;
}
