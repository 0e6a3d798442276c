/**
 * The one HTML escaper of every workspace: the five characters that can end a text node or an
 * attribute value (& < > " ') as numeric references, which HTML and XHTML (EPUB) both read.
 */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${String(char.charCodeAt(0))};`);
