/**
 * What has the focus as a browser reports it. jsdom keeps the focus on a button that became
 * disabled; a browser drops it to <body> (HTML's focus fixup rule), and so does this.
 */
export function browserFocus(doc: Document = document): Element | null {
  const active = doc.activeElement;
  if (!active?.isConnected || active.matches(':disabled')) return doc.body;
  return active;
}
