// The container deployment's files, checked without Docker (issue 27, point 4): compose.yaml
// (parsed with `yaml`, merge keys as Compose reads them), deploy/nginx.conf, the Dockerfile and
// .dockerignore. What each check guards is said next to it; docs/DEPLOY.md describes the setup.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface Healthcheck {
  test?: string[] | string;
  disable?: boolean;
}

interface Service {
  image?: string;
  build?: unknown;
  command?: string[] | string;
  environment?: Record<string, string> | string[];
  depends_on?: Record<string, { condition?: string }> | string[];
  healthcheck?: Healthcheck;
  ports?: unknown[];
  volumes?: string[];
  restart?: string;
  stop_grace_period?: string;
}

const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service>; volumes?: Record<string, unknown> };
const services = compose.services;
const API_SERVICES = ['api-1', 'api-2'];
const APP_IMAGE = '${CRM_IMAGE:-workspace-crm:latest}';

function env(service: Service): Record<string, string> {
  expect(Array.isArray(service.environment), 'environment as a map').toBe(false);
  return (service.environment ?? {}) as Record<string, string>;
}

function healthcheckScript(service: Service): string {
  const test = service.healthcheck?.test;
  expect(Array.isArray(test), 'healthcheck.test as an exec array').toBe(true);
  return (test as string[]).join(' ');
}

/** The service's stage-final Dockerfile instructions, continuation lines joined. */
function dockerfileInstructions(): { keyword: string; args: string }[] {
  const lines = read('Dockerfile')
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  return lines.map((line) => {
    const [keyword, ...rest] = line.split(/\s+/);
    return { keyword: keyword!.toUpperCase(), args: rest.join(' ') };
  });
}

describe('compose.yaml', () => {
  it('has PostgreSQL 15, two API services, one worker and a load balancer, nothing else', () => {
    expect(Object.keys(services).sort()).toEqual(['api-1', 'api-2', 'lb', 'postgres', 'worker']);
    expect(services.postgres!.image).toMatch(/^postgres:15(\.|-|$)/);
    expect(services.lb!.image).toMatch(/^nginx:1\.27/);
  });

  it('keeps PostgreSQL data in a named volume, and is healthy when pg_isready says so', () => {
    const volume = services.postgres!.volumes?.find((v) => v.endsWith(':/var/lib/postgresql/data'));
    expect(volume, 'a volume on /var/lib/postgresql/data').toBeDefined();
    expect(Object.keys(compose.volumes ?? {})).toContain(volume!.split(':')[0]);
    expect(healthcheckScript(services.postgres!)).toMatch(/pg_isready/);
    expect(env(services.postgres!).POSTGRES_PASSWORD, 'required, from .env').toMatch(/^\$\{POSTGRES_PASSWORD:\?.+\}$/);
  });

  it('runs the API services and the worker from the one image built here', () => {
    for (const name of [...API_SERVICES, 'worker']) {
      expect(services[name]!.image, name).toBe(APP_IMAGE);
      expect(services[name]!.build, name).toBe('.');
      expect(services[name]!.restart, name).toBe('unless-stopped');
    }
  });

  it('requires no variable but the database password and the secret key (the env template leaves the bootstrap key out)', () => {
    const required = [...read('compose.yaml').matchAll(/\$\{(\w+):\?/g)].map((m) => m[1]);
    expect([...new Set(required)].sort()).toEqual(['CRM_SECRET_KEY', 'POSTGRES_PASSWORD']);
    const template = read('deploy/env.example');
    expect(template).toMatch(/^POSTGRES_PASSWORD=$/m);
    expect(template).toMatch(/^CRM_SECRET_KEY=$/m);
    expect(template).not.toMatch(/^CRM_BOOTSTRAP_API_KEY=/m);
  });

  it('lets each process drain for SHUTDOWN_TIMEOUT_MS (25 s by default) before Docker kills it', () => {
    const defaultTimeoutMs = loadConfig({}).shutdownTimeoutMs;
    for (const name of [...API_SERVICES, 'worker']) {
      const grace = /^(\d+)s$/.exec(services[name]!.stop_grace_period ?? '');
      expect(grace, `${name}: stop_grace_period in seconds`).not.toBeNull();
      expect(Number(grace![1]) * 1_000, name).toBeGreaterThan(defaultTimeoutMs);
      expect(env(services[name]!).SHUTDOWN_TIMEOUT_MS, name).toBeUndefined();
    }
  });

  it('points every process at the postgres service, with the database password and the secret key required', () => {
    const { POSTGRES_USER: user, POSTGRES_DB: db } = env(services.postgres!);
    for (const name of [...API_SERVICES, 'worker']) {
      const vars = env(services[name]!);
      const url = vars.DATABASE_URL!;
      expect(url, name).toMatch(/^postgresql:\/\//);
      // The host is the postgres service, the user and database the ones it creates.
      expect(url, name).toMatch(new RegExp(`^postgresql://${user}:\\$\\{POSTGRES_PASSWORD:\\?[^}]+\\}@postgres:5432/${db}$`));
      expect(vars.CRM_SECRET_KEY, name).toMatch(/^\$\{CRM_SECRET_KEY:\?.+\}$/);
      expect(services[name]!.depends_on, name).toEqual({ postgres: { condition: 'service_healthy' } });
    }
  });

  it('runs the API services without the job worker, healthy when /readyz is; a bootstrap admin key only if one is set', () => {
    for (const name of API_SERVICES) {
      const service = services[name]!;
      const vars = env(service);
      expect(vars.WORKER, name).toBe('off');
      // Optional: unset, the first start prints an admin key once (no permanent, unrevocable key).
      expect(vars.CRM_BOOTSTRAP_API_KEY, name).toBe('${CRM_BOOTSTRAP_API_KEY:-}');
      // The image's CMD: the compiled server.
      expect(service.command, name).toBeUndefined();
      expect(healthcheckScript(service), name).toMatch(/fetch\('http:\/\/127\.0\.0\.1:3000\/readyz'\)/);
    }
  });

  it('runs one worker: the compiled worker entry, healthy when its metrics port answers', () => {
    const worker = services.worker!;
    expect(worker.command).toEqual(['node', '--v8-pool-size=1', '--enable-source-maps', 'dist/src/worker-main.js']);
    expect(existsSync(path.join(ROOT, 'src/worker-main.ts')), 'dist/src/worker-main.js is compiled from src/worker-main.ts').toBe(true);
    const vars = env(worker);
    expect(vars.WORKER, 'the worker is the worker').toBeUndefined();
    expect(vars.CRM_BOOTSTRAP_API_KEY).toBeUndefined();
    expect(healthcheckScript(worker)).toContain(`http://127.0.0.1:${vars.METRICS_PORT}/metrics`);
  });

  it('publishes a port on the load balancer only, which waits for both API services to be ready', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === 'lb') expect(service.ports, name).toEqual(['${CRM_HTTP_PORT:-8080}:80']);
      else expect(service.ports, `${name} publishes no port`).toBeUndefined();
    }
    expect(services.lb!.depends_on).toEqual(Object.fromEntries(API_SERVICES.map((name) => [name, { condition: 'service_healthy' }])));
    expect(services.lb!.volumes).toEqual(['./deploy/nginx.conf:/etc/nginx/nginx.conf:ro']);
  });
});

describe('deploy/nginx.conf', () => {
  const conf = read('deploy/nginx.conf').replace(/#.*$/gm, '');
  const upstream = /upstream\s+(\w+)\s*\{([^}]*)\}/.exec(conf);

  it('balances over exactly the API services, on the port the image listens on', () => {
    expect(upstream, 'an upstream block').not.toBeNull();
    const servers = [...upstream![2]!.matchAll(/^\s*server\s+([^\s;]+)/gm)].map((m) => m[1]);
    expect(servers).toEqual(API_SERVICES.map((name) => `${name}:3000`));
    expect(conf).toMatch(new RegExp(`proxy_pass\\s+http://${upstream![1]};`));
    expect(conf).toMatch(/listen\s+80;/);
  });

  it('lets the service, not nginx, refuse large requests (bodies up to its BODY_LIMIT_BYTES pass)', () => {
    const size = /client_max_body_size\s+(\d+)m;/.exec(conf);
    expect(size).not.toBeNull();
    expect(Number(size![1]) * 1024 * 1024).toBeGreaterThan(1_048_576);
  });
});

describe('Dockerfile', () => {
  const instructions = dockerfileInstructions();
  const froms = instructions.map((ins, index) => ({ ...ins, index })).filter((ins) => ins.keyword === 'FROM');
  const finalStage = instructions.slice(froms.at(-1)!.index);
  const inFinal = (keyword: string) => finalStage.filter((ins) => ins.keyword === keyword);

  it('is multi-stage on node:24, the build stage compiling with npm run build', () => {
    expect(froms.length).toBeGreaterThanOrEqual(2);
    for (const from of froms) expect(from.args).toMatch(/^node:24[-.\w]*(\s+AS\s+\w+)?$/i);
    const buildStage = instructions.slice(froms[0]!.index, froms.at(-1)!.index);
    expect(buildStage.some((ins) => ins.keyword === 'RUN' && /\bnpm ci\b/.test(ins.args) && !/--omit=dev/.test(ins.args))).toBe(true);
    expect(buildStage.some((ins) => ins.keyword === 'RUN' && /\bnpm run build\b/.test(ins.args))).toBe(true);
    const script = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.build;
    expect(script).toContain('tsc -p tsconfig.build.json');
  });

  it('installs production dependencies only in the final stage and copies the compiled code from the build stage', () => {
    const runs = inFinal('RUN').map((ins) => ins.args);
    expect(runs.some((args) => /\bnpm ci\b.*--omit=dev/.test(args))).toBe(true);
    expect(runs.some((args) => /\bnpm (ci|install)\b/.test(args) && !/--omit=dev/.test(args)), 'no full install').toBe(false);
    expect(runs.some((args) => /npm run build|\btsc\b/.test(args)), 'no compiling at the end').toBe(false);
    const buildName = /\sAS\s+(\w+)/i.exec(froms[0]!.args)![1];
    expect(inFinal('COPY').map((ins) => ins.args)).toContain(`--from=${buildName} /app/dist ./dist`);
  });

  it('ships the license with the image (Apache-2.0 asks for a copy with every redistribution)', () => {
    expect(inFinal('COPY').map((ins) => ins.args)).toContain('LICENSE ./LICENSE');
  });

  it('copies every file the code reads from the package root (packagePath(...) in src/)', () => {
    const copied = inFinal('COPY').map((ins) => ins.args.split(/\s+/)[0]!);
    const needed = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (file.endsWith('.ts') && !file.endsWith('.test.ts')) {
          for (const m of readFileSync(path.join(ROOT, file), 'utf8').matchAll(/packagePath\(([^)]*)\)/g)) {
            const parts = [...m[1]!.matchAll(/'([^']+)'/g)].map((p) => p[1]);
            if (parts.length > 0) needed.add(parts.join('/'));
          }
        }
      }
    };
    walk('src');
    expect([...needed].sort()).toEqual(['generated/openapi.json', 'prisma/migrations', 'schema']);
    for (const file of needed) expect(copied, `COPY ${file} in the final stage`).toContain(file);
    const ignored = read('.dockerignore').split(/\r?\n/).map((line) => line.trim());
    for (const file of [...needed, 'src', 'generated', 'package-lock.json', 'tsconfig.build.json']) {
      expect(ignored.some((pattern) => pattern === file || pattern === file.split('/')[0]), `${file} is in the build context`).toBe(false);
    }
    for (const secret of ['.env', 'node_modules', 'data', 'dist']) expect(ignored, `.dockerignore leaves out ${secret}`).toContain(secret);
  });

  it('runs as a user other than root, in production mode, with a HEALTHCHECK on /healthz', () => {
    const users = inFinal('USER');
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)!.args).not.toMatch(/^(root|0)(:|$)/);
    expect(inFinal('ENV').some((ins) => /\bNODE_ENV=production\b/.test(ins.args))).toBe(true);
    const healthcheck = inFinal('HEALTHCHECK');
    expect(healthcheck).toHaveLength(1);
    expect(healthcheck[0]!.args).toMatch(/CMD \["node", "-e", ".*fetch\(.*\/healthz/);
    const exposed = inFinal('EXPOSE').map((ins) => ins.args);
    expect(exposed).toEqual(['3000']);
    expect(inFinal('ENV').some((ins) => /\bPORT=3000\b/.test(ins.args))).toBe(true);
  });

  it('puts the compiled CLI on the PATH as `crm` (the package\'s bin), executable, before dropping root', () => {
    const bin = (JSON.parse(read('package.json')) as { bin?: Record<string, string> }).bin;
    expect(bin).toEqual({ crm: 'dist/src/cli/main.js' });
    expect(read('src/cli/main.ts').startsWith('#!/usr/bin/env node\n'), 'a shebang, kept by tsc').toBe(true);
    const linkIndex = finalStage.findIndex((ins) => ins.keyword === 'RUN' && ins.args.includes('ln -s /app/dist/src/cli/main.js /usr/local/bin/crm'));
    expect(linkIndex, 'RUN ... ln -s /app/dist/src/cli/main.js /usr/local/bin/crm').toBeGreaterThan(0);
    expect(finalStage[linkIndex]!.args).toContain('chmod +x /app/dist/src/cli/main.js');
    expect(linkIndex).toBeLessThan(finalStage.findIndex((ins) => ins.keyword === 'USER'));
  });

  it('starts the compiled server, the entry npm run start:prod runs', () => {
    const cmd = inFinal('CMD');
    expect(cmd).toHaveLength(1);
    const args = JSON.parse(cmd[0]!.args) as string[];
    expect(args[0]).toBe('node');
    const entry = args.at(-1)!;
    expect(entry).toBe('dist/src/main.js');
    expect(existsSync(path.join(ROOT, entry.replace(/^dist\//, '').replace(/\.js$/, '.ts')))).toBe(true);
    const startProd = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts['start:prod'];
    expect(startProd).toMatch(new RegExp(`^NODE_ENV=production node .*${entry.replace(/\./g, '\\.')}$`));
    // With the same node flags as start:prod (the documented production command).
    expect(args.slice(1, -1)).toEqual(startProd.split(/\s+/).filter((word) => word.startsWith('--')));
  });
});

// The recommended Node (issue 45): one major in .nvmrc, the image, CI's full suite and `engines`.
describe('Node version', () => {
  const recommended = read('.nvmrc').trim();

  it('.nvmrc names Node 24, and the Dockerfile and CI run that major', () => {
    expect(recommended).toBe('24');
    for (const line of read('Dockerfile').split('\n').filter((text) => text.startsWith('FROM '))) expect(line).toMatch(new RegExp(`^FROM node:${recommended}-`));
    expect(read('.ci/run')).toMatch(new RegExp(`NODE_VERSION="\\$\\{NODE_VERSION:-${recommended}\\.\\d+\\.\\d+\\}"`));
  });

  it('engines.node admits it, and no longer Node 20 (end of life)', () => {
    const clauses = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node.split('||').map((clause) => clause.trim());
    // `>=M...` admits majors from M on, `^M...` major M alone.
    const admits = (major: number) =>
      clauses.some((clause) => {
        const [, operator, from] = /^(>=|\^)(\d+)/.exec(clause) ?? [];
        return operator === '>=' ? Number(from) <= major : Number(from) === major;
      });
    expect(admits(Number(recommended))).toBe(true);
    expect(admits(22)).toBe(true);
    expect(admits(20)).toBe(false);
  });
});
