import { ELDER_MODE_EVENT, isElderMode } from '../../lib/elder-mode-state';

/** Read-aloud is offered only in 长辈模式, so its code comes only once the mode is on. */
function loadWhenElder() {
	if (isElderMode()) void import('./read-aloud-element');
}

document.addEventListener(ELDER_MODE_EVENT, loadWhenElder);
loadWhenElder();
