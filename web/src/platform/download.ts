/**
 * Saves a file the app made (a CSV export) on the person's device: the one place the web builds a download link
 * (issue 34; lint refuses `link.download = …` elsewhere). The link's object URL is freed once the browser has it.
 */
export function saveFile(content: BlobPart[], fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob(content, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A CSV for spreadsheets: UTF-8 with one byte-order mark (Excel reads accents right), whatever the server sent. */
export function saveCsv(text: string, fileName: string): void {
  saveFile(['\uFEFF', text.replace(/^\uFEFF/, '')], fileName, 'text/csv;charset=utf-8');
}
