// CPU time of the PostgreSQL server (postmaster, its live backends, and every reaped child's
// time the kernel adds to the postmaster's cutime/cstime), read from /proc. The database's share
// of a phase is the difference of two readings; on a 2-core machine it competes with Node.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** USER_HZ: /proc reports times in clock ticks, 100 per second on every Linux build that matters. */
const TICKS_PER_SECOND = 100;

/** Fields after the command name of /proc/<pid>/stat (the name may contain spaces and parens). */
function statFields(pid: string): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined; // exited meanwhile
  }
}

/** Seconds of CPU the server with this data directory has used so far; undefined off Linux. */
export function postgresCpuSeconds(dataDir: string): number | undefined {
  let postmaster: string;
  try {
    postmaster = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0].trim();
  } catch {
    return undefined;
  }
  // After the name: state(0) ppid(1) ... utime(11) stime(12) cutime(13) cstime(14).
  const own = statFields(postmaster);
  if (!own) return undefined;
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || pid === postmaster) continue;
    const fields = statFields(pid);
    if (fields?.[1] === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS_PER_SECOND;
}

/** Seconds of CPU a process (all its threads) has used so far; undefined when it is gone or off Linux. */
export function processCpuSeconds(pid: number): number | undefined {
  const fields = statFields(String(pid));
  return fields ? (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND : undefined;
}

export interface ThreadCpu {
  /** Seconds of CPU of this process's main thread (the in-process service, and the baselines' clients). */
  main: number;
  /** Seconds of CPU of every other thread: the load worker, libuv's pool, V8's GC helpers. */
  others: number;
}

/** CPU of this process so far, split into the main thread and the rest; undefined off Linux. */
export function threadCpuSeconds(): ThreadCpu | undefined {
  let tids: string[];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return undefined;
  }
  let main = 0;
  let others = 0;
  for (const tid of tids) {
    const fields = statFields(`self/task/${tid}`);
    if (!fields) continue;
    const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    if (tid === String(process.pid)) main += seconds;
    else others += seconds;
  }
  return { main, others };
}

/** CPU seconds of the calling thread (a worker measures itself with this); undefined off Linux. */
export function currentThreadCpuSeconds(): number | undefined {
  const fields = statFields('thread-self');
  return fields ? (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND : undefined;
}
