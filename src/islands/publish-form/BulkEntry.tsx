import BulkImport from '../bulk-import/BulkImport';

/** Bulk publishing from a spreadsheet, folded above a new activity's form; a phone is told to use a computer. */
export default function BulkEntry({ device }: { device: 'desktop' | 'mobile' }) {
	if (device === 'mobile') {
		return <p className="pf-bulk-note">批量发布（Excel 导入）需在电脑上打开本页操作。</p>;
	}
	return (
		<details className="pf-bulk">
			<summary>批量发布（Excel 导入）</summary>
			<BulkImport />
		</details>
	);
}
