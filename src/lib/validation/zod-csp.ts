import { z } from 'zod/mini';

// Zod probes `new Function` to compile fast parsers. The page policy allows no eval, so in the
// browser the probe would be reported as a CSP violation on every form; the interpreted parser is
// used there instead. Imported before any schema is built, which is when zod reads this setting.
if (typeof document !== 'undefined') z.config({ jitless: true });
