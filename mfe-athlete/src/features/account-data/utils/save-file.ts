/**
 * Hands a downloaded Blob to the browser as a file: an object URL on a link with `download`,
 * clicked once and revoked after the click was handled (Safari reads it asynchronously).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
