import { rootFontSize } from './device';
import { ELDER_MODE_EVENT, elderScale, isElderMode } from './elder-mode-state';

/** Sizes the mobile layout's root font from the viewport, enlarged in 长辈模式. */
function sizeMobileRoot() {
	document.documentElement.style.fontSize = `${rootFontSize(window.innerWidth) * elderScale(isElderMode())}px`;
}

/** Keeps the root size right when the window is resized or the mode switched. */
export function keepMobileRootSized() {
	window.addEventListener('resize', sizeMobileRoot);
	document.addEventListener(ELDER_MODE_EVENT, sizeMobileRoot);
}
