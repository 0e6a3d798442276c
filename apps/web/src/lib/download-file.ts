/**
 * Saving text as a file and reading a chosen file as text, for the settings and history
 * export/import buttons.
 */
export function downloadTextFile(fileName: string, text: string, type = "application/json"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}

export function readFileText(file: Blob): Promise<string> {
  return file.text();
}
