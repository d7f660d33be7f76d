/**
 * Today as the app writes a date on screen ('4 mei 2026'): the day in the Netherlands, whatever
 * zone the test runs in. Written with the platform's formatter, not the app's, so a spec checks the app.
 */
export const todayInDutch = () =>
  new Date().toLocaleDateString('nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  });
