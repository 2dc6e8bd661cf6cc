/**
 * Raised for every search failure, local or hosted. DocSearch shows its error
 * screen only for errors named `RetryError` (what Algolia's client throws when
 * no host answers), so that is the name this error carries.
 */
export class SearchUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RetryError';
  }
}
