import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';

export default function PlaygroundPage(): ReactNode {
  return (
    <Layout title="Playground" description="Edit StyleX in your browser and see the CSS it compiles to.">
      <main>
        <h1>Playground</h1>
      </main>
    </Layout>
  );
}
