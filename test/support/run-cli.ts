// The administration CLI (src/cli/main.ts) spawned as a user runs it (`node --import tsx`), with
// exactly the settings given: the database and secret variables of the test process are not
// inherited, so a test says which database and keys the CLI sees.
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLI = path.join(ROOT, 'src/cli/main.ts');
const NOT_INHERITED = ['DATABASE_URL', 'DATA_DIR', 'CRM_BOOTSTRAP_API_KEY', 'CRM_SECRET_KEY', 'CRM_SECRET_KEY_PREVIOUS'];

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `crm <args>` with `env` on top of this process's environment less NOT_INHERITED; killed after 50 s. */
export function runCli(args: string[], env: Record<string, string | undefined>): Promise<CliRun> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of NOT_INHERITED) delete childEnv[name];
  Object.assign(childEnv, env);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: ROOT, env: childEnv });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 50_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
