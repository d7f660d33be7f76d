/**
 * Markup as the browser keeps it, attributes in one order, with React's ids (server and client
 * count them differently) and the server's text separators left out: the comparison of a
 * remote's prerendered page with the app's own render (ADR 0010).
 */
export function normalizedMarkup(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html.replaceAll('<!-- -->', '');
  for (const element of template.content.querySelectorAll('*')) {
    const attributes = [...element.attributes]
      // Inline styles: the server writes `width:3%`, the browser keeps `width: 3%;`.
      .map((a) => [a.name, a.name === 'style' ? a.value.replace(/\s+|;$/g, '') : a.value] as const)
      .sort();
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return template.innerHTML.replace(/_r_[0-9a-z]+_/gi, 'ID');
}
