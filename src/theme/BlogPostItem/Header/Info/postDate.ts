/**
 * A post's date as the classic theme writes it in English ("November 25,
 * 2026"; "November 25" without the year), computed without `Intl`. The first
 * `Intl.DateTimeFormat` a page creates loads the browser's calendar data:
 * 15-25 ms of main thread at full speed, in the middle of hydrating the blog
 * list. tests/unit/post-date.test.mjs holds this to `Intl`'s own output.
 */
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `locale` is the page's; for any other language than English, `Intl` writes the date. */
export function formatPostDate(isoDate: string, locale: string, withYear = true): string {
  const date = new Date(isoDate);
  if (locale !== 'en') {
    return new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      ...(withYear && { year: 'numeric' }),
      timeZone: 'UTC',
    }).format(date);
  }
  const day = `${months[date.getUTCMonth()]} ${date.getUTCDate()}`;
  return withYear ? `${day}, ${date.getUTCFullYear()}` : day;
}
