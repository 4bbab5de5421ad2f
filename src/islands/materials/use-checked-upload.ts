import { useState } from 'react';
import type { UploadResult } from '../../lib/api/types';
import { uploadFile } from '../../lib/api/upload';
import { checkUploadFile, type UploadRule } from './file-rules';

/**
 * Checks a file against `rule` and uploads it as `kind` through /upload/uploadFile with its
 * progress (0–1, or null when nothing is under way). `problem` says in Chinese why a file was
 * refused; `upload` answers the stored file, or null when it was refused or failed (the upload
 * helper has then shown why in a toast).
 */
export function useCheckedUpload(rule: UploadRule, kind: string) {
	const [progress, setProgress] = useState<number | null>(null);
	const [problem, setProblem] = useState('');

	const upload = async (file: File): Promise<UploadResult | null> => {
		const check = checkUploadFile(file, [rule]);
		if (!check.ok) {
			setProblem(check.message);
			return null;
		}
		setProblem('');
		setProgress(0);
		try {
			return await uploadFile(file, { fields: { kind }, onProgress: setProgress });
		} catch {
			return null;
		} finally {
			setProgress(null);
		}
	};

	return { progress, problem, upload };
}
