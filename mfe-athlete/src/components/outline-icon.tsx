/** A 24x24 outline icon in the text's colour: decoration only, hidden from assistive technology. */
export function OutlineIcon({ d, size }: { d: string; size: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
