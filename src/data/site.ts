/** Facts about the site that several files share (config, pages, tests). */
export const site = {
  url: 'https://stylexjs.com',
  tagline: 'Super fast atomic styles, no thought required.',
  description: 'The styling system that powers Meta.',
  githubUrl: 'https://github.com/facebook/stylex',
  editUrl: 'https://github.com/facebook/stylex/tree/main/packages/docs/',
  newIssueUrl: 'https://github.com/facebook/stylex/issues/new',
  // A fixed copyright year: a computed one would change with the build date.
  copyright: 'Copyright © 2025 Meta Platforms, Inc.',
  /** The StyleX release these docs describe (must match package.json). */
  stylexVersion: '0.19.1',
} as const;
