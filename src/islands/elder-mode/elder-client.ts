/**
 * The 长辈模式 switch and the read-aloud loader, loaded after the load event (../after-load.ts) so that
 * they add nothing to the script a public page fetches before it (the mode itself is applied
 * before the first paint by an inline script).
 */
import './elder-switch-element';
import '../read-aloud/load-read-aloud';
