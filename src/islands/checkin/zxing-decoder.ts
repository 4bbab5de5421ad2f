import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

// The WebAssembly comes from our own build, never from a CDN (the library's default).
prepareZXingModule({
	overrides: {
		locateFile: (path: string, prefix: string) =>
			path.endsWith('.wasm') ? wasmUrl : prefix + path,
	},
});

/** The text of the QR code in a camera frame, or `null` when there is none. */
export async function decodeQr(image: ImageData): Promise<string | null> {
	const results = await readBarcodes(image, {
		formats: ['QRCode'],
		tryHarder: true,
		maxNumberOfSymbols: 1,
	});
	return results.find((result) => result.isValid)?.text ?? null;
}
