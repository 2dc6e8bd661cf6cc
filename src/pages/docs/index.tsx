import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import DocsLanding from '@site/src/components/DocsLanding';

/** /docs/: routes readers to the Learn guides or the API reference. */
export default function DocsIndex(): ReactNode {
  return (
    <Layout
      title="Documentation"
      description="StyleX documentation: step-by-step Learn guides and the complete API reference.">
      <DocsLanding />
    </Layout>
  );
}
