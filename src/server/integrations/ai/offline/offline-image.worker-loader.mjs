// Worker bootstrap: registers the tsx loader inside the worker thread (loader hooks are per thread), then
// loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./offline-image.worker.ts');
