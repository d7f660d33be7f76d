/**
 * Test support: the numbers in a text as a Dutch reader reads them ('1.250' is 1250, '3,5' is
 * 3.5, '2025-26' is 2025 and 26), and every number a piece of data holds, in its values and in its
 * texts alike, so an answer's numbers can be traced to where they came from.
 */
export function numbersIn(text: string): number[] {
  return [...text.matchAll(/\d+(?:\.\d{3})*(?:,\d+)?/g)].map((found) =>
    Number(found[0].replaceAll('.', '').replace(',', '.')),
  );
}

export function numbersOf(value: unknown, into = new Set<number>()): Set<number> {
  if (typeof value === 'number') into.add(value);
  else if (typeof value === 'string') for (const number of numbersIn(value)) into.add(number);
  else if (Array.isArray(value)) for (const item of value) numbersOf(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) numbersOf(item, into);
  return into;
}
