/**
 * Numbers as a Dutch reader writes them. Dutch groups thousands only from five digits on
 * (Taalunie: '2000 euro', '12.500 euro'), and a year is never grouped at all, so a range of
 * school years reads 'tussen 2000 en 2040' and a budget 'tussen 0 en 200.000'. ICU's nl-NL
 * groups from four digits; 'min2' asks for the Dutch rule.
 */
const NUMBER = new Intl.NumberFormat('nl-NL', { useGrouping: 'min2', maximumFractionDigits: 2 });

export function formatNumber(value: number): string {
  return NUMBER.format(value);
}

/** Why a number was refused: its bounds, both included. One sentence for the wizard, the profile and the API. */
export function rangeMessage(min: number, max: number): string {
  return `Vul een waarde in tussen ${formatNumber(min)} en ${formatNumber(max)}.`;
}
