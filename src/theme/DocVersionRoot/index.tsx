import React, { useEffect, type ReactNode } from 'react';
import DocVersionRoot from '@theme-original/DocVersionRoot';
import type DocVersionRootType from '@theme/DocVersionRoot';
import type { WrapperProps } from '@docusaurus/types';
import { useDocsPreferredVersion } from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof DocVersionRootType>;

/**
 * Remembers the docs version the reader is viewing. Docusaurus keeps the
 * preferred version in local storage (`docs-preferred-version-<plugin id>`)
 * but only writes it from the version dropdown or the "latest version"
 * banner, and our single version (`current`, labelled Next) has neither.
 * Saving the version of every docs page visited keeps the preference in
 * `docs-preferred-version-default` without adding a navbar item; links to docs then follow that version.
 */
function RememberVersion({ pluginId, versionName }: { pluginId: string; versionName: string }): null {
  const { preferredVersion, savePreferredVersionName } = useDocsPreferredVersion(pluginId);
  const preferredName = preferredVersion?.name;
  useEffect(() => {
    if (preferredName !== versionName) savePreferredVersionName(versionName);
  }, [preferredName, versionName, savePreferredVersionName]);
  return null;
}

export default function DocVersionRootWrapper(props: Props): ReactNode {
  return (
    <>
      <RememberVersion pluginId={props.version.pluginId} versionName={props.version.version} />
      <DocVersionRoot {...props} />
    </>
  );
}
