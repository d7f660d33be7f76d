/**
 * Reads a number the way a Dutch athlete types it: '7,4' and '7.4' are the same grade, and
 * '10.000', '10 000', '€ 10.000' or '10.000 euro' is ten thousand euro. Anything else (letters,
 * two decimal marks) is NaN, which the rules report as 'Gebruik een numerieke waarde.'.
 */
export function parseNumber(input: string | number): number {
  if (typeof input === 'number') return input;
  const text = input
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    // An amount typed with its currency, as the budget's own label writes it ('€25.000').
    .replace(/^€|(?:euro|eur|€)$/i, '');
  if (text === '') return Number.NaN;
  // Dots as thousands separators, optionally with a decimal comma: 10.000 or 1.250,50.
  if (/^[-+]?\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) return Number(text.replace(/\./g, '').replace(',', '.'));
  if (/^[-+]?\d+([.,]\d+)?$/.test(text)) return Number(text.replace(',', '.'));
  return Number.NaN;
}
