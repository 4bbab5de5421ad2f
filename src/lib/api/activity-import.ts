import { downloadApiFile, saveFile } from './stream-download';

/** Downloads the bulk-publishing XLSX template to the browser's downloads. */
export async function downloadImportTemplate(): Promise<void> {
	saveFile(await downloadApiFile('/activity/getImportTemplate', {}, () => undefined, false));
}
