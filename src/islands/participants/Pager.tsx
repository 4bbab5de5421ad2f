interface Props {
	page: number;
	total: number;
	pageSize: number;
	onPage: (page: number) => void;
}

/** 上一页 / 第 n / m 页 / 下一页 under the list. */
export default function Pager({ page, total, pageSize, onPage }: Props) {
	const pages = Math.max(1, Math.ceil(total / pageSize));
	if (pages === 1) return null;
	return (
		<nav className="pt-pager" aria-label="分页">
			<button
				type="button"
				className="pt-button pt-button-secondary"
				disabled={page <= 1}
				onClick={() => onPage(page - 1)}
			>
				上一页
			</button>
			<span aria-current="page">
				第 {page} / {pages} 页
			</span>
			<button
				type="button"
				className="pt-button pt-button-secondary"
				disabled={page >= pages}
				onClick={() => onPage(page + 1)}
			>
				下一页
			</button>
		</nav>
	);
}
