// setupFiles of both projects: runs before each test file. Test files share worker processes and
// their modules (vitest.config.ts, `isolate: false`), so state a module keeps for the whole
// process is put back here: the service clock, which a file may have frozen or moved forward.
import { beforeAll } from 'vitest';
import { resetClock } from '../../src/lib/clock.ts';

beforeAll(() => resetClock());
