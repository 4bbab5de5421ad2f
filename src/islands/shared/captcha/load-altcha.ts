/**
 * The ALTCHA widget, loaded only when sendCode asks for the captcha: the external build (its CSS a
 * file, its one worker a file of ours, so the page's CSP holds), Chinese strings and no links out.
 */
import 'altcha/external';
import stylesheet from 'altcha/altcha.css?url';
import ShaWorker from 'altcha/workers/sha?worker';

// A link added now, not an import: Astro would hoist an imported stylesheet into the page.
if (!document.querySelector('link[data-altcha]')) {
	const link = document.createElement('link');
	link.rel = 'stylesheet';
	link.href = stylesheet;
	link.dataset.altcha = '';
	document.head.append(link);
}

$altcha.algorithms.set('SHA-256', () => new ShaWorker());
$altcha.i18n.set('zh-cn', {
	ariaLinkLabel: '',
	enterCode: '输入验证码',
	enterCodeAria: '输入您听到的验证码',
	error: '人机验证失败，请稍后再试',
	expired: '人机验证已过期，请重试',
	footer: '',
	getAudioChallenge: '获取语音验证',
	label: '人机验证',
	loading: '加载中…',
	reload: '重新验证',
	verify: '验证',
	verificationRequired: '请先完成人机验证',
	verified: '已通过人机验证',
	verifying: '正在进行人机验证…',
	waitAlert: '正在进行人机验证，请稍候',
	cancel: '取消',
	enterCodeFromImage: '请输入图中的验证码',
});
