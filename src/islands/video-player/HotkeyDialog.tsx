import { Dialog } from './Dialog';
import { KEY_BINDINGS } from './key-table';

/** 快捷键说明, printed from the same key table the handler reads. */
export function HotkeyDialog({ onClose }: { onClose: () => void }) {
	return (
		<Dialog title="快捷键说明" onClose={onClose} className="vp-hotkeys">
			<table>
				<tbody>
					{KEY_BINDINGS.map((binding) => (
						<tr key={binding.action}>
							<th scope="row">
								<kbd>{binding.label}</kbd>
							</th>
							<td>{binding.description}</td>
						</tr>
					))}
				</tbody>
			</table>
		</Dialog>
	);
}
