import type { Material, MaterialStatus } from '../../lib/api/activity-types';

const KIND_NAMES: Record<Material['kind'], string> = {
	image: '图片',
	video: '视频',
	document: '文档',
	link: '链接',
};

/** What the owner reads about each material; only approved ones are in the public gallery. */
const STATUS_NAMES: Record<MaterialStatus, string> = {
	pending: '待审核',
	approved: '已公开',
	rejected: '未通过',
};

interface Props {
	/** `null` while loading. */
	materials: Material[] | null;
}

/** The materials already given, newest last, with their review status, each opening in a new tab. */
export default function MaterialList({ materials }: Props) {
	if (materials === null) return <p className="materials-empty">正在加载资料…</p>;
	if (materials.length === 0) return <p className="materials-empty">还没有上传资料。</p>;
	return (
		<ul className="materials-list">
			{materials.map((material) => (
				<li key={material.id} className="materials-item" data-material-id={material.id}>
					{material.kind === 'image' ? (
						<img src={material.url} alt="" loading="lazy" />
					) : (
						<span className={`materials-icon materials-icon-${material.kind}`} aria-hidden="true">
							{KIND_NAMES[material.kind]}
						</span>
					)}
					<a href={material.url} target="_blank" rel="noopener">
						{material.name}
					</a>
					<span className="materials-kind">
						{KIND_NAMES[material.kind]} · {material.created_at.slice(0, 16)}
					</span>
					<span className={`materials-status materials-status-${material.status}`}>
						{STATUS_NAMES[material.status]}
					</span>
					{material.status === 'rejected' && (
						<span className="materials-reason">驳回原因：{material.reject_reason}</span>
					)}
				</li>
			))}
		</ul>
	);
}
