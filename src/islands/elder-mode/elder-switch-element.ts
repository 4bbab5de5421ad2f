import { setElderMode } from '../../lib/elder-mode';
import { ELDER_MODE_EVENT, isElderMode, showElderSwitchState } from '../../lib/elder-mode-state';

/** `<elder-switch>` around one toggle button: switches 长辈模式 on and off (src/lib/elder-mode.ts). */
class ElderSwitchElement extends HTMLElement {
	#button: HTMLButtonElement | null = null;
	readonly #show = showElderSwitchState;
	readonly #toggle = () => setElderMode(!isElderMode());

	connectedCallback() {
		this.#button = this.querySelector('button');
		this.#button?.addEventListener('click', this.#toggle);
		document.addEventListener(ELDER_MODE_EVENT, this.#show);
		this.#show();
	}

	disconnectedCallback() {
		this.#button?.removeEventListener('click', this.#toggle);
		document.removeEventListener(ELDER_MODE_EVENT, this.#show);
	}
}

if (!customElements.get('elder-switch')) customElements.define('elder-switch', ElderSwitchElement);
