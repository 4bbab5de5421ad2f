import { useState } from 'react';
import { exportMyData } from '../../lib/api/account';
import { saveFile } from '../../lib/api/stream-download';
import type { Device } from '../../lib/device';
import DeleteAccountDialog from './DeleteAccountDialog';
import './my-data.css';

interface Props {
	device: Device;
}

/** 我的数据: a copy of everything held about the person (个人信息保护法 §45), and 注销 (§47). */
export default function MyDataSection({ device }: Props) {
	const [downloading, setDownloading] = useState(false);
	const [said, setSaid] = useState('');
	const [closing, setClosing] = useState(false);

	const download = async () => {
		setDownloading(true);
		setSaid('');
		try {
			saveFile(await exportMyData());
			setSaid('已生成压缩包，请在浏览器的下载中查看');
		} catch {
			setSaid('');
		} finally {
			setDownloading(false);
		}
	};

	return (
		<section className="uc-my-data" aria-labelledby="uc-my-data-title">
			<h2 id="uc-my-data-title">我的数据</h2>
			<div className="uc-my-data-row">
				<p>
					下载我们保存的您的全部信息：账号、登录记录、报名与候补、签到、站内信、您发布的活动和资料、同意记录（ZIP，内含
					JSON 与 CSV）。
				</p>
				<button
					type="button"
					className="uc-my-data-button"
					disabled={downloading}
					onClick={() => void download()}
				>
					{downloading ? '正在生成…' : '下载我的数据'}
				</button>
			</div>
			<p className="uc-my-data-said" role="status">
				{said}
			</p>
			<div className="uc-my-data-row">
				<p>注销后账号不可恢复，报名与候补将被释放，个人信息将被删除。</p>
				<button
					type="button"
					className="uc-my-data-button uc-my-data-danger"
					onClick={() => setClosing(true)}
				>
					注销账号
				</button>
			</div>
			{closing && <DeleteAccountDialog device={device} onCancel={() => setClosing(false)} />}
		</section>
	);
}
