/**
 * The 长辈模式 switch and the read-aloud loader, loaded by the layout after the load event so that
 * they add nothing to the script a public page fetches before it (the mode itself is applied
 * before the first paint by an inline script).
 */
import './elder-switch-element';
import '../read-aloud/load-read-aloud';
