import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The reverse proxy in front of the API instances (Debian's nginx). */
export interface Proxy {
  url: string;
  stop(): Promise<void>;
}

/** Whether Debian's nginx is installed (`apt-get install -y nginx`). */
export function nginxAvailable(): boolean {
  return spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;
}

/**
 * The configuration of docs/deployment.md, for a benchmark: round-robin over `upstreams`
 * with keep-alive connections, the client's address in X-Forwarded-For (the API trusts it from
 * 127.0.0.1 through TRUST_PROXY) and the instance that answered in `X-Vitrine-Upstream`.
 */
export function nginxConfig(dir: string, port: number, upstreams: readonly string[]): string {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream vitrine_api {
${upstreams.map((u) => `    server ${u};`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://vitrine_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      add_header X-Vitrine-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Starts nginx on `port` in front of `upstreams` (host:port) and waits until it answers. */
export async function startNginx(port: number, upstreams: readonly string[]): Promise<Proxy> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-nginx-'));
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, port, upstreams));
  const child: ChildProcess = spawn('nginx', ['-c', conf, '-p', dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 50) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    if (waited > 10_000) throw new Error('nginx did not start within 10 s');
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
