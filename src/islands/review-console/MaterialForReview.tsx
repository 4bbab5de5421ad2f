import type { Screened } from '../../lib/api/screening-types';
import type { ReviewMaterial } from '../../lib/api/user-types';
import { detailPage } from '../../lib/routes';
import MaterialDecision from './MaterialDecision';
import ScreeningHits from './ScreeningHits';

const KIND_NAMES: Record<ReviewMaterial['kind'], string> = {
	image: '图片',
	video: '视频',
	document: 'PDF 文档',
	link: '链接',
};

interface Props {
	material: ReviewMaterial & Screened;
	onSettled: (id: number) => void;
}

/** One material with its activity, publisher and review state, and the decisions it allows. */
export default function MaterialForReview({ material, onSettled }: Props) {
	return (
		<li className="rc-item" data-material-id={material.id}>
			<div className="rc-cover" aria-hidden="true">
				{material.kind === 'image' ? (
					<img src={material.url} alt="" loading="lazy" />
				) : (
					<span>{KIND_NAMES[material.kind]}</span>
				)}
			</div>
			<div className="rc-body">
				<h2 className="rc-title">
					<a href={material.url} target="_blank" rel="noopener">
						{material.name}
					</a>
				</h2>
				<dl className="rc-facts">
					<dt>活动</dt>
					<dd>
						<a href={detailPage(material.activity_id)} target="_blank" rel="noopener">
							{material.activity_title}
						</a>
					</dd>
					<dt>发布者</dt>
					<dd>{material.publisher}</dd>
					<dt>类型</dt>
					<dd>{KIND_NAMES[material.kind]}</dd>
					<dt>提交于</dt>
					<dd>{material.created_at.slice(0, 16)}</dd>
				</dl>
				{material.status === 'rejected' && (
					<p className="rc-summary">驳回原因：{material.reject_reason}</p>
				)}
				<ScreeningHits hits={material.screening_hits} />
				<MaterialDecision material={material} onSettled={onSettled} />
			</div>
		</li>
	);
}
