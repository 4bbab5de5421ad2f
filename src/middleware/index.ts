// Astro's middleware entry; the edge lives in src/server/edge/.
export { onRequest } from '../server/edge/middleware';
